import { Button } from '@douyinfe/semi-ui-19'
import { IconArrowLeft } from '@douyinfe/semi-icons'
import { router } from '@inertiajs/react'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { apiUrl } from '~/lib/api_url'
import { MODE_LABELS, type SessionRow } from '../../components/admin_types'
import { sessionColumns } from '../../components/session_columns'

type Filters = {
  wd: string
  mode: string | undefined
  state: string | undefined
  rating: string | undefined
}

interface Props {
  /** Set on the users page's child: this member's sessions alone. */
  member: { id: number; username: string } | null
  can: { list: boolean; history: boolean; delete: boolean }
}

/**
 * 会员会话 (spec admin route assistant/user-chats): every session with its member, mode,
 * messages, tokens and rating; as the child of assistant/users, one member's sessions.
 */
export default function AssistantUserChats({ member, can }: Props) {
  const list = useListQuery<SessionRow, Filters>({
    endpoint: apiUrl('assistant.conversations.list'),
    key: 'session',
    filters: { wd: '', mode: undefined, state: undefined, rating: undefined },
    text: ['wd'],
    query: (filters) => ({ ...filters, user_id: member?.id }),
  })
  const removeSession = (row: SessionRow) =>
    list.confirmDelete({
      endpoint: apiUrl('assistant.conversations.delete'),
      ids: [row.id],
      title: `删除会话 ${row.id}？`,
      content: '会话的消息和上传的文件一并删除，不可恢复。',
    })
  const title = member ? `${member.username} 的会话` : '会员会话'
  return (
    <AdminListPage<SessionRow>
      title={title}
      description={member ? `用户 ID ${member.id} 与智能助手的全部会话。` : '每个会员与智能助手的会话：模式、消息数、用量与评分。'}
      actions={
        member && (
          <Button icon={<IconArrowLeft />} onClick={() => router.visit('/admin/assistant/users')}>
            返回聊天用户
          </Button>
        )
      }
      notice={can.list ? undefined : '没有查看会话列表的权限（需要“搜索聊天记录”）。'}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索会话" placeholder={member ? '搜索消息内容' : '搜索消息内容或用户名'} />
          <ListSelect
            list={list}
            field="mode"
            placeholder="全部模式"
            label="按模式筛选"
            options={Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </>
      }
      moreFilters={
        <>
          <ListSelect
            list={list}
            field="state"
            placeholder="全部状态"
            label="按状态筛选"
            options={[
              { value: 'open', label: '进行中' },
              { value: 'closed', label: '已结束' },
            ]}
          />
          <ListSelect
            list={list}
            field="rating"
            placeholder="全部评分"
            label="按评分筛选"
            options={[
              { value: 'rated', label: '已评分' },
              { value: 'unrated', label: '未评分' },
              { value: 'low', label: '差评（1–2 星）' },
            ]}
          />
        </>
      }
      columns={sessionColumns({ history: can.history, member: !member, tokens: true, onDelete: can.delete ? removeSession : undefined })}
      scrollX={member ? 1180 : 1330}
      empty={{ title: member ? '这个会员还没有会话' : '还没有会员会话', filteredTitle: '没有符合条件的会话' }}
    />
  )
}
