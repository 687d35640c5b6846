import { NamedSelect } from '~/components/named_select'
import { useEffect, useState } from 'react'
import { Banner, Button, Card, Empty, Spin, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent, IllustrationNoAccess } from '@douyinfe/semi-illustrations'
import { AdminPage } from '~/components/admin/admin_page'
import { QuickRangeButtons } from '~/components/admin/quick_ranges'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { apiUrl } from '~/lib/api_url'
import '../../components/search_analytics.css'
import { resultsColumn } from '../../components/results_column'
import { KeywordTableCard } from '../../components/keyword_table_card'
import { searchTypeOptions, type SearchRecordType } from '../../components/search_type_options'

interface Analytics {
  days: number
  searches: number
  keywords: number
  zero: number
  spend: number
  top: { keywords: string; count: number; results: number; hidden: boolean }[]
  zero_keywords: { keywords: string; count: number; last_at: string }[]
  trend: { label: string; count: number; zero: number }[]
  /** Folded words kept out of 大家都在搜. */
  hidden_words: string[]
}

function Trend({ points }: { points: Analytics['trend'] }) {
  const max = Math.max(1, ...points.map((point) => point.count))
  const every = Math.ceil(points.length / 6)
  return (
    <div className="ds-search-trend" role="img" aria-label="搜索次数趋势">
      <div className="ds-search-trend__bars">
        {points.map((point) => (
          <div key={point.label} className="ds-search-trend__bar" title={`${point.label}：${point.count} 次搜索，${point.zero} 次无结果`}>
            <span className="ds-search-trend__found" style={{ height: `${((point.count - point.zero) / max) * 100}%` }} />
            <span className="ds-search-trend__zero" style={{ height: `${(point.zero / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="ds-search-trend__axis">
        {points.map((point, index) => (
          <span key={point.label}>{index % every === 0 ? point.label : ''}</span>
        ))}
      </div>
      <div className="ds-search-trend__legend">
        <span>
          <i className="is-found" />
          有结果
        </span>
        <span>
          <i className="is-zero" />
          无结果
        </span>
      </div>
    </div>
  )
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="ds-search-stat">
      <Typography.Text type="tertiary" size="small">
        {label}
      </Typography.Text>
      <strong>{value}</strong>
    </div>
  )
}

/** Hides a word from 大家都在搜 or lets it back, then reloads the figures. */
function HideButton({ keywords, hidden, onDone }: { keywords: string; hidden: boolean; onDone: () => void }) {
  const [busy, setBusy] = useState(false)
  const toggle = () => {
    setBusy(true)
    api
      .put(apiUrl('search.word.hide'), { keywords, hidden: !hidden })
      .then(() => {
        Toast.success(hidden ? `“${keywords}”已恢复到大家都在搜` : `“${keywords}”不再出现在大家都在搜`)
        onDone()
      })
      .catch((error) => Toast.error(error.message ?? '操作失败'))
      .finally(() => setBusy(false))
  }
  return (
    <Button
      size="small"
      theme="borderless"
      type={hidden ? 'primary' : 'tertiary'}
      loading={busy}
      onClick={toggle}
      aria-label={`${hidden ? '恢复' : '隐藏'}“${keywords}”`}
    >
      {hidden ? '恢复' : '隐藏'}
    </Button>
  )
}

function HiddenWords({ words, canHide, onChange }: { words: string[]; canHide: boolean; onChange: () => void }) {
  if (words.length === 0) return null
  return (
    <Card bordered title="已隐藏的搜索词" headerStyle={{ padding: '12px 16px' }} bodyStyle={{ padding: 16 }}>
      <Typography.Paragraph type="tertiary" size="small" className="ds-search-hidden__hint">
        这些词（不分大小写、全角半角）不会出现在搜索页的「大家都在搜」中
      </Typography.Paragraph>
      <div className="ds-search-hidden">
        {words.map((word) => (
          <span key={word} className="ds-search-hidden__word">
            <Tag size="large">{word}</Tag>
            {canHide && <HideButton keywords={word} hidden onDone={onChange} />}
          </span>
        ))}
      </div>
    </Card>
  )
}

export default function SearchAnalyticsPage({ can, types = [] }: { can: { view: boolean; hide?: boolean }; types?: SearchRecordType[] }) {
  const [days, setDays] = useState(7)
  const [type, setType] = useState<string>('all')
  const [data, setData] = useState<Analytics | null>(null)
  const [loading, setLoading] = useState(can.view)
  const [version, setVersion] = useState(0)
  const reload = () => setVersion((current) => current + 1)

  useEffect(() => {
    if (!can.view) return
    let current = true
    setLoading(true)
    api
      .get<Analytics>(apiUrl('search_records.analytics'), { days, type: type === 'all' ? undefined : type })
      .then((result) => current && setData(result))
      .catch((error) => current && Toast.error(error.message ?? '加载失败'))
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [days, type, can.view, version])

  if (!can.view) {
    return (
      <AdminPage title="搜索分析">
        <Empty
          image={<IllustrationNoAccess className="ds-empty-image" />}
          title="没有查看权限"
          description="需要「搜索分析数据」权限，请联系管理员"
        />
      </AdminPage>
    )
  }

  const zeroRate = data && data.searches ? `${Math.round((data.zero / data.searches) * 100)}%` : '0%'
  return (
    <AdminPage
      title="搜索分析"
      description="热门关键词、无结果的关键词和搜索趋势"
      actions={
        <>
          <QuickRangeButtons days={days} onChange={setDays} />
          <NamedSelect
            value={type}
            name="搜索类型"
            className="ds-search-type-select"
            optionList={searchTypeOptions(types)}
            onChange={(value) => setType(String(value))}
          />
        </>
      }
    >
      <Spin spinning={loading}>
        {data && data.searches === 0 ? (
          <Empty
            image={<IllustrationNoContent className="ds-empty-image" />}
            title="这段时间还没有搜索"
            description="访客在站内搜索后，这里会显示热门关键词、无结果的关键词和搜索趋势"
          />
        ) : (
          <div className="ds-search-analytics">
            <div className="ds-search-analytics__stats">
              <Stat label="搜索次数" value={data?.searches ?? '-'} />
              <Stat label="不同关键词" value={data?.keywords ?? '-'} />
              <Stat label="无结果占比" value={data ? zeroRate : '-'} />
              <Stat label="平均耗时(秒)" value={data ? data.spend.toFixed(3) : '-'} />
            </div>
            <Card bordered title="搜索趋势" headerStyle={{ padding: '12px 16px' }} bodyStyle={{ padding: 16 }}>
              {data && <Trend points={data.trend} />}
            </Card>
            <div className="ds-search-analytics__tables">
              <KeywordTableCard
                title="热门关键词"
                name="热门关键词列表"
                rows={data?.top ?? []}
                columns={[
                  { title: '#', dataIndex: 'rank', width: 48, render: (_: unknown, __: unknown, index: number) => index + 1 },
                  {
                    title: '关键词',
                    dataIndex: 'keywords',
                    render: (text: string, row: Analytics['top'][number]) => (
                      <span className="ds-search-hidden__cell">
                        <Typography.Text ellipsis={{ showTooltip: true }} className="ds-search-keyword ds-search-keyword--narrow">
                          {text}
                        </Typography.Text>
                        {row.hidden && <Tag size="small">已隐藏</Tag>}
                      </span>
                    ),
                  },
                  { title: '次数', dataIndex: 'count', width: 70 },
                  resultsColumn('results'),
                  ...(can.hide
                    ? [
                        {
                          title: '操作',
                          dataIndex: 'hidden',
                          width: 72,
                          render: (hidden: boolean, row: Analytics['top'][number]) => (
                            <HideButton keywords={row.keywords} hidden={hidden} onDone={reload} />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              <KeywordTableCard
                title="无结果的关键词"
                name="无结果的关键词列表"
                rows={data?.zero_keywords ?? []}
                empty={<Typography.Text type="tertiary">没有无结果的搜索</Typography.Text>}
                notice={
                  <Banner
                    type="warning"
                    closeIcon={null}
                    fullMode={false}
                    bordered={false}
                    description="访客找过却没有找到：可以据此补充文档或设置关键词"
                    className="ds-search-zero-banner"
                  />
                }
                columns={[
                  {
                    title: '关键词',
                    dataIndex: 'keywords',
                    render: (text: string) => (
                      <Typography.Text ellipsis={{ showTooltip: true }} className="ds-search-keyword">
                        {text}
                      </Typography.Text>
                    ),
                  },
                  { title: '次数', dataIndex: 'count', width: 70 },
                  { title: '最近一次', dataIndex: 'last_at', width: 170, render: (value: string) => formatDateTime(value) },
                ]}
              />
            </div>
            {data && <HiddenWords words={data.hidden_words} canHide={Boolean(can.hide)} onChange={reload} />}
          </div>
        )}
      </Spin>
    </AdminPage>
  )
}
