import { Banner, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh } from '@douyinfe/semi-icons'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { tagColumn } from '~/components/admin/tag_column'

interface SmsRow {
  id: number
  type: 0 | 1 | 2
  status: 0 | 1 | 2
  user_id: number
  username: string
  mobile: string
  ip: string
  provider: string
  error: string
  created_at: string
}

interface Props {
  /** sms_page_controller.ts: 重发 needs sms.sms.resend; `enabled` is 短信设置 → enable. */
  can: { resend: boolean }
  enabled: boolean
}

const TYPES = [
  { value: 0, label: '注册' },
  { value: 1, label: '登录' },
  { value: 2, label: '找回密码' },
]
const STATUSES = [
  { value: 0, label: '发送中', color: 'blue' as const },
  { value: 1, label: '发送成功', color: 'green' as const },
  { value: 2, label: '发送失败', color: 'red' as const },
]
const PROVIDERS: Record<string, string> = {
  log: '日志',
  smsAliyun: '阿里云',
  smsTencent: '腾讯云',
  smsBaidu: '百度云',
  smsHuawei: '华为云',
}

export default function SmsRecords({ can, enabled }: Props) {
  const list = useListQuery<SmsRow, { mobile: string; type: number[]; status: number[] }>({
    endpoint: apiUrl('sms.list'),
    key: 'sms',
    filters: { mobile: '', type: [], status: [] },
    text: ['mobile'],
  })

  const resend = (row: SmsRow) =>
    list.confirm({
      title: `给 ${row.mobile} 重发验证码？`,
      content: '将生成新的验证码并发送，之前的验证码随即失效。',
      okText: '重发',
      cancelText: '取消',
      done: '验证码已重发',
      action: () => api.post(apiUrl('sms.resend'), { id: row.id }),
    })

  return (
    <AdminListPage<SmsRow>
      title="短信记录"
      description="手机验证码的发送记录；验证码只保存摘要，这里不显示验证码本身。"
      notice={
        !enabled && (
          <Banner
            type="warning"
            fullMode={false}
            closeIcon={null}
            description={
              <span>
                短信功能未开启，用户无法获取验证码。请到 <Typography.Text link={{ href: '/admin/config/sms' }}>短信设置</Typography.Text>{' '}
                开启。
              </span>
            }
          />
        )
      }
      list={list}
      filters={
        <>
          <ListSearch list={list} field="mobile" label="搜索手机号" placeholder="搜索手机号" />
          <ListSelect list={list} field="type" placeholder="短信类型" options={TYPES} multiple />
          <ListSelect list={list} field="status" placeholder="发送状态" options={STATUSES} multiple />
        </>
      }
      unit="条"
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        { title: '手机号', dataIndex: 'mobile', width: 140 },
        {
          title: '用户',
          dataIndex: 'username',
          width: 140,
          render: (value: string) => (value ? <Typography.Text ellipsis={{ showTooltip: true }}>{value}</Typography.Text> : '—'),
        },
        {
          title: '类型',
          dataIndex: 'type',
          width: 100,
          render: (value: number) => <Tag size="small">{TYPES[value]?.label ?? value}</Tag>,
        },
        tagColumn<SmsRow>('状态', 'status', (row) => STATUSES[row.status] ?? { label: row.status }, { width: 100 }),
        { title: '服务商', dataIndex: 'provider', width: 90, render: (value: string) => PROVIDERS[value] ?? value },
        {
          title: '失败原因',
          dataIndex: 'error',
          width: 220,
          render: (value: string) => (value ? <Typography.Text ellipsis={{ showTooltip: true }}>{value}</Typography.Text> : '—'),
        },
        { title: 'IP', dataIndex: 'ip', width: 140 },
        timeColumn<SmsRow>('发送时间', 'created_at'),
        rowActionsColumn<SmsRow>({
          width: 90,
          actions: (row) => [{ label: '重发', icon: <IconRefresh />, onClick: () => resend(row), show: can.resend && enabled }],
        }),
      ]}
      scrollX={1270}
      empty={{ title: '暂无短信记录', description: '用户获取手机验证码后，发送记录会出现在这里' }}
    />
  )
}
