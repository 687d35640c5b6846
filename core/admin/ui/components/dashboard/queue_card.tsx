import { Card, Tag, Typography } from '@douyinfe/semi-ui-19'
import { ScrollTable } from '~/components/scroll_table'
import type { QueueHealth } from './dashboard_types'

type QueueJob = QueueHealth['jobs'][number]

const COLUMNS = [
  {
    title: '任务',
    dataIndex: 'job',
    // Each job declares its own label: core names no plugin's job.
    render: (job: string, row: QueueJob) => (
      <span className="ds-queue__job">
        {row.label || job}
        {row.label && (
          <Typography.Text type="tertiary" size="small">
            {job}
          </Typography.Text>
        )}
      </span>
    ),
  },
  { title: '等待', dataIndex: 'waiting', width: 90 },
  { title: '执行中', dataIndex: 'active', width: 90 },
  { title: '延迟/重试', dataIndex: 'delayed', width: 100 },
  {
    title: '24小时失败',
    dataIndex: 'failed_24h',
    width: 240,
    render: (count: number, row: QueueJob) =>
      count ? (
        <span className="ds-queue__failed" title={row.last_error}>
          <Tag color="red" size="small">
            {count}
          </Tag>
          <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} className="ds-queue__error">
            {row.last_error}
          </Typography.Text>
        </span>
      ) : (
        <Typography.Text type="tertiary">0</Typography.Text>
      ),
  },
]

function QueueStatus({ health }: { health: QueueHealth }) {
  const failing = health.jobs.filter((job) => job.failed_24h > 0).length
  const backlog = health.jobs.reduce((sum, job) => sum + job.waiting + job.delayed, 0)
  return (
    <Tag color={failing ? 'red' : backlog > 100 ? 'orange' : 'green'}>
      {failing ? `${failing} 类任务近24小时有失败` : backlog > 100 ? `积压 ${backlog} 个任务` : '运行正常'}
    </Tag>
  )
}

export function QueueCard({ health }: { health: QueueHealth }) {
  return (
    <Card title="任务队列" className="ds-dashboard__card ds-dashboard__card--wide" headerExtraContent={<QueueStatus health={health} />}>
      <Typography.Paragraph type="tertiary" size="small" className="ds-queue__driver">
        {health.driver === 'bullmq' ? 'BullMQ（Redis）：统计所有节点的任务' : '进程内队列：统计本进程的任务'}
      </Typography.Paragraph>
      <ScrollTable
        name="任务队列明细"
        size="small"
        rowKey="job"
        pagination={false}
        dataSource={health.jobs}
        columns={COLUMNS}
        scroll={{ x: 560 }}
      />
    </Card>
  )
}
