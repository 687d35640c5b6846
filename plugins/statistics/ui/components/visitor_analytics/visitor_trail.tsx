import { useState } from 'react'
import { Pagination, SideSheet, Spin, Tag, Typography } from '@douyinfe/semi-ui-19'
import { useMediaQuery } from '~/hooks/use_media_query'
import { formatDateTime } from '~/lib/format'
import { rangeLabel, rangeQuery, type Range } from '../range_picker'
import { useReport } from '../use_report'
import { LoadError, NoData } from '../figures'
import type { Activity, VisitorRow } from './visitor_types'
import { apiUrl } from '~/lib/api_url'

function TrailItem({ activity }: { activity: Activity }) {
  return (
    <li className="ds-stats-trail__item" data-testid="trail-item">
      <div className="ds-stats-trail__head">
        <Tag size="small" color="blue">
          {activity.page_type_label}
        </Tag>
        <a className="ds-stats-trail__url" href={activity.url} target="_blank" rel="noreferrer">
          {activity.url}
        </a>
      </div>
      <span className="ds-stats-trail__meta">
        {formatDateTime(activity.created_at)} · {activity.ip}
        {activity.referer ? ` · 来自 ${activity.referer}` : ''}
      </span>
    </li>
  )
}

/** A visitor's page views, newest first, in a side sheet. */
export function VisitorTrail({ visitor, range, onClose }: { visitor: VisitorRow | null; range: Range; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [page, setPage] = useState(1)
  const trail = useReport<{ total: number; total_capped: boolean; activity: Activity[] }>(
    apiUrl('statistics.visitor_activities'),
    { ...rangeQuery(range), visitor_id: visitor?.visitor_id, page, size: 20 },
    visitor !== null
  )
  return (
    <SideSheet
      title={visitor ? `访问轨迹 · ${visitor.user?.username ?? visitor.ip}` : '访问轨迹'}
      visible={visitor !== null}
      onCancel={() => {
        setPage(1)
        onClose()
      }}
      width={narrow ? '100%' : 480}
    >
      {visitor && (
        <Typography.Paragraph type="tertiary" size="small">
          {visitor.browser} · {visitor.os} · {visitor.device}，{rangeLabel(range)}共{' '}
          {trail.data ? `${trail.data.total}${trail.data.total_capped ? '+' : ''}` : '-'} 次浏览（访问明细保留的天数见访问统计设置）
        </Typography.Paragraph>
      )}
      <Spin spinning={trail.loading}>
        {trail.error && <LoadError message={trail.error} />}
        {trail.data && !trail.data.activity.length && <NoData text="这段时间没有这位访客的访问明细" />}
        <ol className="ds-stats-trail">
          {(trail.data?.activity ?? []).map((activity) => (
            <TrailItem key={activity.id} activity={activity} />
          ))}
        </ol>
      </Spin>
      {(trail.data?.total ?? 0) > 20 && (
        <div className="ds-stats-pager">
          <Pagination size="small" total={trail.data!.total} pageSize={20} currentPage={page} onPageChange={setPage} />
        </div>
      )}
    </SideSheet>
  )
}
