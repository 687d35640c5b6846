import { Typography } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { batchButtons } from '~/components/admin/batch_buttons'
import './community_admin.css'
import { STATUS_COLORS, type CommentRow, type Option } from '../../components/community_types'
import { ContentTargetCell } from '../../components/content_target_cell'
import { apiUrl } from '~/lib/api_url'
import { tagColumn } from '~/components/admin/tag_column'

interface Props {
  can: { check: boolean; update: boolean; delete: boolean }
  statuses: Option[]
  kinds: Option[]
}

type Filters = {
  wd: string
  status?: number
  type?: number
}

const PENDING = 0
const APPROVED = 1
const REJECTED = 2

export default function CommentAdmin({ can, statuses, kinds }: Props) {
  const list = useListQuery<CommentRow, Filters>({
    endpoint: apiUrl('community.comment.list'),
    key: 'comment',
    // Comments waiting for review are the work of this page, so it opens on them.
    filters: { wd: '', status: PENDING, type: undefined },
    text: ['wd'],
  })
  const statusLabel = Object.fromEntries(statuses.map((item) => [item.value, item.label]))
  const { filters } = list

  const check = (ids: number[], status: number) =>
    list.run(() => api.post(apiUrl('community.comment.check'), { id: ids, status }), status === APPROVED ? '已审核通过' : '已拒绝')

  const remove = (ids: number[]) =>
    list.confirmDelete({
      endpoint: apiUrl('community.comment.delete'),
      ids,
      title: ids.length > 1 ? `删除选中的 ${ids.length} 条评论？` : '删除这条评论？',
      content: '删除后不可恢复；一级评论的回复会一并删除。',
    })

  const columns = [
    {
      title: '评论内容',
      dataIndex: 'content',
      width: 320,
      render: (content: string, row: CommentRow) => (
        <div className="ds-community-stack ds-community-stack--loose">
          <Typography.Paragraph
            ellipsis={{ rows: 3, showTooltip: { opts: { style: { maxWidth: 420 } } } }}
            className="ds-community-comment"
          >
            {content}
          </Typography.Paragraph>
          {row.parent_id > 0 && (
            <Typography.Text type="tertiary" size="small">
              回复 #{row.parent_id}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: '评论对象',
      dataIndex: 'document_title',
      width: 220,
      render: (title: string, row: CommentRow) => <ContentTargetCell row={row} title={title} kinds={kinds} gone="内容已删除" />,
    },
    {
      title: '评论人',
      dataIndex: 'user',
      width: 120,
      render: (user: CommentRow['user']) => user?.username ?? <Typography.Text type="tertiary">已注销</Typography.Text>,
    },
    tagColumn<CommentRow>('状态', 'status', (row) => ({ label: statusLabel[row.status] ?? row.status, color: STATUS_COLORS[row.status] })),
    { title: '回复', dataIndex: 'comment_count', width: 70 },
    timeColumn<CommentRow>('时间', 'created_at'),
    rowActionsColumn<CommentRow>({
      width: 170,
      actions: (row) => [
        { label: '通过', onClick: () => check([row.id], APPROVED), show: can.check && row.status !== APPROVED },
        { label: '拒绝', type: 'warning', onClick: () => check([row.id], REJECTED), show: can.check && row.status !== REJECTED },
        { label: '删除', type: 'danger', onClick: () => remove([row.id]), show: can.delete },
      ],
    }),
  ]

  return (
    <AdminListPage<CommentRow>
      title="评论管理"
      description={`共 ${list.total} 条评论`}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索评论" placeholder="搜索评论内容" />
          <ListSelect list={list} field="status" placeholder="全部状态" options={statuses} />
          <ListSelect list={list} field="type" placeholder="全部类型" options={kinds} />
        </>
      }
      batch={batchButtons([
        { label: '批量通过', onClick: () => check(list.selected, APPROVED), testId: 'batch-approve', show: can.check },
        { label: '批量拒绝', type: 'warning', onClick: () => check(list.selected, REJECTED), show: can.check },
        { label: '批量删除', type: 'danger', onClick: () => remove(list.selected), show: can.delete },
      ])}
      unit="条"
      columns={columns}
      scrollX={1160}
      empty={{
        title: '还没有评论',
        description: '用户在文档和文章下发表的评论会出现在这里',
        filteredTitle: filters.status === PENDING && !filters.wd ? '没有待审核的评论' : '没有符合条件的评论',
      }}
    />
  )
}
