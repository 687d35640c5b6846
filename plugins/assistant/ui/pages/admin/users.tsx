import { Rating, Space, Typography } from '@douyinfe/semi-ui-19'
import { IconComment } from '@douyinfe/semi-icons'
import { router } from '@inertiajs/react'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { apiUrl } from '~/lib/api_url'
import type { ChatUserRow } from '../../components/admin_types'
import { memberColumn } from '../../components/session_columns'

const ORDERS = [
  { value: 'last_chat_at', label: '最近聊天' },
  { value: 'session_count', label: '会话最多' },
  { value: 'message_count', label: '消息最多' },
  { value: 'total_tokens', label: '用量最多' },
  { value: 'average_rating', label: '评分最高' },
  { value: 'average_rating asc', label: '评分最低' },
]

/** 聊天用户 (spec admin route assistant/users): the members who chatted, with their sessions, usage and ratings. */
export default function AssistantUsers({ can }: { can: { chats: boolean } }) {
  const list = useListQuery<ChatUserRow, { wd: string; order: string }>({
    endpoint: apiUrl('assistant.users.list'),
    key: 'user',
    filters: { wd: '', order: 'last_chat_at' },
    text: ['wd'],
  })
  const columns = [
    memberColumn<ChatUserRow>(170),
    { title: '会话数', dataIndex: 'session_count', width: 90 },
    { title: '消息数', dataIndex: 'message_count', width: 90 },
    { title: 'Token 用量', dataIndex: 'total_tokens', width: 110 },
    {
      title: '平均评分',
      dataIndex: 'average_rating',
      width: 240,
      render: (rating: number, row: ChatUserRow) =>
        row.rated_count > 0 ? (
          <Space spacing={6}>
            <Rating size="small" disabled allowHalf value={Math.round(rating * 2) / 2} />
            <Typography.Text type="tertiary" size="small">
              {rating}（{row.rated_count} 次）
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="tertiary">未评分</Typography.Text>
        ),
    },
    timeColumn<ChatUserRow>('最近聊天', 'last_chat_at'),
    rowActionsColumn<ChatUserRow>({
      width: 110,
      actions: (row) => [
        {
          label: '查看会话',
          icon: <IconComment />,
          onClick: () => router.visit(`/admin/assistant/users/${row.user_id}/chats`),
          show: can.chats,
        },
      ],
    }),
  ]
  return (
    <AdminListPage<ChatUserRow>
      title="聊天用户"
      description="与智能助手聊过天的会员：会话、消息、用量与评分。"
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索用户" placeholder="搜索用户名" />
          <ListSelect list={list} field="order" placeholder="排序" label="排序方式" options={ORDERS} clearable={false} />
        </>
      }
      columns={columns}
      scrollX={1010}
      empty={{ title: '还没有会员使用智能助手', filteredTitle: '没有找到相关的用户' }}
    />
  )
}
