import { useEffect, useState } from 'react'
import { Button, Card, Empty, Progress, Skeleton, Typography } from '@douyinfe/semi-ui-19'
import { ScrollTable } from '~/components/scroll_table'
import { router } from '@inertiajs/react'
import { AdminPage } from '~/components/admin/admin_page'
import { QuickRangeButtons } from '~/components/admin/quick_ranges'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { formatDateTime } from '~/lib/format'
import '../../components/assistant_admin.css'

interface Question {
  content: string
  count: number
  last_at: string
}

interface Analytics {
  days: number
  session_count: number
  question_count: number
  average_rating: number
  top: Question[]
  unanswered: Question[]
  ratings: { rating: number; count: number }[]
}

function QuestionTable({
  name,
  rows,
  empty,
  onSearch,
}: {
  name: string
  rows: Question[]
  empty: string
  onSearch?: (content: string) => void
}) {
  return (
    <ScrollTable<Question>
      name={name}
      size="small"
      pagination={false}
      rowKey="content"
      dataSource={rows}
      empty={<Empty description={empty} />}
      columns={[
        {
          title: '问题',
          dataIndex: 'content',
          render: (content: string) =>
            onSearch ? (
              <Typography.Text
                link
                onClick={() => onSearch(content)}
                ellipsis={{ showTooltip: true }}
                className="ds-assistant-analytics__question"
              >
                {content}
              </Typography.Text>
            ) : (
              content
            ),
        },
        { title: '次数', dataIndex: 'count', width: 70 },
        {
          title: '最近',
          dataIndex: 'last_at',
          width: 170,
          render: (value: string) => <span className="ds-admin-nowrap">{formatDateTime(value)}</span>,
        },
      ]}
    />
  )
}

/** 聊天分析 (spec admin route assistant/analytics/keywords) over the spec's quick date ranges. */
export default function AssistantAnalytics({ can }: { can: { list: boolean } }) {
  const [days, setDays] = useState(7)
  const [data, setData] = useState<Analytics | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    setData(null)
    api
      .get<Analytics>(apiUrl('assistant.analytics.keywords'), { days })
      .then(setData)
      .catch((failure: Error) => setError(failure.message))
  }, [days])
  const search = can.list
    ? (content: string) => router.visit(`/admin/assistant/search?wd=${encodeURIComponent(content.slice(0, 64))}`)
    : undefined
  const rated = data?.ratings.filter((row) => row.rating > 0) ?? []
  const ratedTotal = rated.reduce((sum, row) => sum + row.count, 0)

  return (
    <AdminPage
      title="聊天分析"
      description="会员问得最多的问题、关键词模式没有找到答案的问题（补充知识库的参考），以及结束会话时的评分。"
      actions={<QuickRangeButtons days={days} onChange={setDays} />}
    >
      {error ? (
        <Empty title={error} />
      ) : (
        <Skeleton loading={!data} active placeholder={<Skeleton.Paragraph rows={8} />}>
          {data && (
            <div className="ds-assistant-analytics">
              <div className="ds-assistant-analytics__figures">
                <Card className="ds-assistant-analytics__figure">
                  <Typography.Text type="tertiary">会话数</Typography.Text>
                  <strong>{data.session_count}</strong>
                </Card>
                <Card className="ds-assistant-analytics__figure">
                  <Typography.Text type="tertiary">提问数</Typography.Text>
                  <strong>{data.question_count}</strong>
                </Card>
                <Card className="ds-assistant-analytics__figure">
                  <Typography.Text type="tertiary">平均评分</Typography.Text>
                  <strong>{data.average_rating > 0 ? data.average_rating : '—'}</strong>
                </Card>
              </div>
              <Card title="热门问题" className="ds-assistant-analytics__card">
                <QuestionTable name="热门问题" rows={data.top} empty="这段时间还没有提问" onSearch={search} />
              </Card>
              <Card
                title="未找到答案的问题"
                className="ds-assistant-analytics__card"
                headerExtraContent={
                  <Button size="small" onClick={() => router.visit('/admin/assistant')}>
                    去补充知识库
                  </Button>
                }
              >
                <QuestionTable name="未找到答案的问题" rows={data.unanswered} empty="所有问题都找到了答案" onSearch={search} />
              </Card>
              <Card title="会话评分" className="ds-assistant-analytics__card">
                {ratedTotal === 0 ? (
                  <Empty description={`这段时间没有评分（未评分的会话 ${data.ratings[0].count} 个）`} />
                ) : (
                  <div className="ds-assistant-analytics__ratings">
                    {[...rated].reverse().map((row) => (
                      <div key={row.rating} className="ds-assistant-analytics__rating">
                        <span>{row.rating} 星</span>
                        <Progress percent={Math.round((row.count / ratedTotal) * 100)} showInfo aria-label={`${row.rating} 星`} />
                        <span>{row.count}</span>
                      </div>
                    ))}
                    <Typography.Text type="tertiary">未评分的会话 {data.ratings[0].count} 个</Typography.Text>
                  </div>
                )}
              </Card>
            </div>
          )}
        </Skeleton>
      )}
    </AdminPage>
  )
}
