import { Button, Rating, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconHistory } from '@douyinfe/semi-icons'
import { router } from '@inertiajs/react'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { apiUrl } from '~/lib/api_url'
import { MODE_LABELS, type SessionRow } from '../../components/admin_types'

/** 聊天记录 (spec admin route assistant/search): members' conversations, found by their words or username. */
export default function AssistantSearch({ can }: { can: { history: boolean } }) {
  const list = useListQuery<SessionRow, { wd: string }>({
    endpoint: apiUrl('assistant.conversations.list'),
    key: 'session',
    filters: { wd: '' },
    text: ['wd'],
  })
  const columns = [
    { title: '会话', dataIndex: 'id', width: 80 },
    { title: '用户', dataIndex: 'username', width: 150, render: (name: string) => <Typography.Text strong>{name || '—'}</Typography.Text> },
    {
      title: '模式',
      dataIndex: 'mode',
      width: 110,
      render: (mode: SessionRow['mode']) => <Tag color={mode === 'ai' ? 'violet' : 'blue'}>{MODE_LABELS[mode]}</Tag>,
    },
    { title: '消息数', dataIndex: 'message_count', width: 80 },
    {
      title: '评分',
      dataIndex: 'rating',
      width: 150,
      render: (rating: number) =>
        rating > 0 ? <Rating size="small" disabled value={rating} /> : <Typography.Text type="tertiary">未评分</Typography.Text>,
    },
    {
      title: '反馈',
      dataIndex: 'feedback',
      width: 200,
      render: (feedback: string) => <Typography.Text ellipsis={{ showTooltip: true }}>{feedback || '—'}</Typography.Text>,
    },
    timeColumn<SessionRow>('开始时间', 'created_at'),
    timeColumn<SessionRow>('结束时间', 'closed_at', { missing: <Tag color="green">进行中</Tag> }),
    rowActionsColumn<SessionRow>({
      width: 110,
      actions: (row) => [
        {
          label: '查看记录',
          icon: <IconHistory />,
          onClick: () => router.visit(`/admin/assistant/sessions/${row.id}/history`),
          show: can.history,
        },
      ],
    }),
  ]
  return (
    <AdminListPage<SessionRow>
      title="聊天记录"
      description="会员与智能助手的对话；按消息内容或用户名搜索。"
      actions={
        <Button onClick={() => router.visit('/admin/assistant')} theme="light">
          返回知识库
        </Button>
      }
      list={list}
      filters={<ListSearch list={list} field="wd" label="搜索聊天记录" placeholder="搜索消息内容或用户名" />}
      columns={columns}
      scrollX={1230}
      empty={{ title: '还没有聊天记录', filteredTitle: '没有找到相关的聊天记录' }}
    />
  )
}
