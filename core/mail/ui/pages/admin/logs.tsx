import { Tag, Typography } from '@douyinfe/semi-ui-19'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { timeColumn } from '~/components/admin/time_column'
import { apiUrl } from '~/lib/api_url'

interface MailLogRow {
  id: number
  email: string
  subject: string
  template: string
  status: number
  transport: string
  attempts: number
  error: string
  response: string
  sent_at: string | null
  created_at: string
}

interface Props {
  statuses: { value: number; label: string }[]
}

const STATUS_COLORS: Record<number, 'blue' | 'green' | 'red'> = { 0: 'blue', 1: 'green', 2: 'red' }

const TEMPLATES: Record<string, string> = {
  verification_code: '验证码',
  password_reset: '找回密码',
  notification: '通知',
}

/** 邮件记录: every mail the site sent or tried to send, failures with the server's answer. */
export default function MailLogs({ statuses }: Props) {
  const list = useListQuery<MailLogRow, { wd: string; status?: string }>({
    endpoint: apiUrl('mail.log.list'),
    key: 'mail_log',
    filters: { wd: '', status: undefined },
    text: ['wd'],
  })
  const statusLabel = Object.fromEntries(statuses.map((status) => [status.value, status.label]))

  return (
    <AdminListPage<MailLogRow>
      title="邮件记录"
      description={`共 ${list.total} 封邮件；发送失败的邮件会自动重试，最后一次的错误显示在这里`}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索邮件" placeholder="搜索收件人或主题" />
          <ListSelect
            list={list}
            field="status"
            placeholder="全部状态"
            label="按状态筛选"
            options={statuses.map((status) => ({ value: String(status.value), label: status.label }))}
          />
        </>
      }
      unit="封"
      columns={[
        { title: 'ID', dataIndex: 'id', width: 60 },
        { title: '收件人', dataIndex: 'email', width: 180, ellipsis: { showTitle: true } },
        { title: '主题', dataIndex: 'subject', width: 180, ellipsis: { showTitle: true } },
        { title: '类型', dataIndex: 'template', width: 90, render: (value: string) => TEMPLATES[value] ?? value },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          render: (value: number) => (
            <Tag color={STATUS_COLORS[value] ?? 'grey'} size="small">
              {statusLabel[value] ?? value}
            </Tag>
          ),
        },
        {
          title: '结果',
          dataIndex: 'error',
          width: 220,
          render: (_: string, row: MailLogRow) => (
            <Typography.Text size="small" type={row.error && row.status !== 1 ? 'danger' : 'tertiary'} ellipsis={{ showTooltip: true }}>
              {row.status === 1 ? (row.transport === 'log' ? '已写入日志（未配置 SMTP）' : row.response) : row.error || '等待发送'}
            </Typography.Text>
          ),
        },
        { title: '次数', dataIndex: 'attempts', width: 60 },
        timeColumn('时间', 'created_at'),
      ]}
      scrollX={1050}
      empty={{ title: '还没有邮件记录', description: '找回密码、邮箱验证码和测试邮件都会记录在这里', filtered: list.changed }}
    />
  )
}
