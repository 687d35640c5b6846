import { Button } from '@douyinfe/semi-ui-19'
import { router } from '@inertiajs/react'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { apiUrl } from '~/lib/api_url'
import type { SessionRow } from '../../components/admin_types'
import { sessionColumns } from '../../components/session_columns'

/** 聊天记录 (spec admin route assistant/search): members' conversations, found by their words or username. */
export default function AssistantSearch({ can }: { can: { history: boolean; delete: boolean } }) {
  const list = useListQuery<SessionRow, { wd: string }>({
    endpoint: apiUrl('assistant.conversations.list'),
    key: 'session',
    filters: { wd: '' },
    text: ['wd'],
  })
  const removeSession = (row: SessionRow) =>
    list.confirmDelete({
      endpoint: apiUrl('assistant.conversations.delete'),
      ids: [row.id],
      title: `删除会话 ${row.id}？`,
      content: '会话的消息和上传的文件一并删除，不可恢复。',
    })
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
      columns={sessionColumns({ history: can.history, onDelete: can.delete ? removeSession : undefined })}
      scrollX={1230}
      empty={{ title: '还没有聊天记录', filteredTitle: '没有找到相关的聊天记录' }}
    />
  )
}
