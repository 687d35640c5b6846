import { Banner, Button, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconUndo } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { timeColumn } from '~/components/admin/time_column'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { batchButtons } from '~/components/admin/batch_buttons'
import { DocumentStatusTag, statusLabels } from '../../components/document_status_tag'
import { adminCategoryColumn, AdminDocumentCell, AdminUploader } from '../../components/admin_document_cells'
import type { AdminDocumentRow } from '../../components/admin_types'
import { apiUrl } from '~/lib/api_url'
import '../../components/admin_documents.css'
import './document_admin_pages.css'

interface Props {
  can: { restore: boolean; delete: boolean }
  statuses: { value: number; label: string }[]
}

export default function DocumentRecycle({ can, statuses }: Props) {
  const labels = statusLabels(statuses)
  const list = useListQuery<AdminDocumentRow>({
    endpoint: apiUrl('documents.recycle.list'),
    key: 'document',
    filters: { wd: '' },
    text: ['wd'],
  })
  const { selected } = list

  const restore = (ids: number[], what: string) =>
    list.confirm({
      title: '恢复文档',
      content: `恢复${what}？恢复后文档回到原来的状态。`,
      okText: '恢复',
      danger: false,
      done: '已恢复',
      action: () => api.put(apiUrl('documents.recycle.restore'), { id: ids }),
    })

  const purge = (ids: number[], what: string) =>
    list.confirm({
      title: '彻底删除',
      content: `彻底删除${what}？文档记录和不再被其他文档使用的文件都会被删除，无法恢复。`,
      okText: '彻底删除',
      danger: true,
      done: '已彻底删除',
      action: () => api.delete(apiUrl('documents.recycle.delete'), { id: ids }),
    })

  const columns = [
    {
      title: '文档',
      dataIndex: 'title',
      width: 270,
      fixed: 'left' as const,
      render: (_: unknown, row: AdminDocumentRow) => <AdminDocumentCell row={row} narrow />,
    },
    timeColumn<AdminDocumentRow>('删除于', 'deleted_at', {
      width: 180,
      detail: (row) => (
        <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} className="ds-docadmin-deleted-by">
          {row.deleted_username ? `由 ${row.deleted_username} 删除` : '删除人未知'}
        </Typography.Text>
      ),
    }),
    {
      title: '原状态',
      dataIndex: 'status',
      width: 110,
      render: (status: number, row: AdminDocumentRow) => <DocumentStatusTag status={status} labels={labels} error={row.convert_error} />,
    },
    {
      title: '上传者',
      dataIndex: 'username',
      width: 120,
      render: (_: string, row: AdminDocumentRow) => <AdminUploader row={row} className="ds-docadmin-recycle-uploader" />,
    },
    adminCategoryColumn(140),
    rowActionsColumn<AdminDocumentRow>({
      width: 190,
      actions: (row) => [
        { label: '恢复', icon: <IconUndo />, onClick: () => restore([row.id], `「${row.title}」`), show: can.restore },
        { label: '彻底删除', type: 'danger', icon: <IconDelete />, onClick: () => purge([row.id], `「${row.title}」`), show: can.delete },
      ],
    }),
  ]

  return (
    <AdminListPage<AdminDocumentRow>
      title="回收站"
      description={`共 ${list.total} 篇已删除的文档`}
      actions={
        can.delete && (
          <Button
            type="danger"
            icon={<IconDelete />}
            disabled={list.total === 0}
            onClick={() =>
              list.confirm({
                title: '清空回收站',
                content: `彻底删除回收站中的全部 ${list.total} 篇文档？此操作无法撤销。`,
                okText: '清空回收站',
                danger: true,
                done: '回收站已清空',
                action: () => api.delete(apiUrl('documents.recycle.clear')),
              })
            }
          >
            清空回收站
          </Button>
        )
      }
      list={list}
      notice={
        <Banner
          type="info"
          closeIcon={null}
          description="删除的文档先放在回收站，访客看不到它们。恢复后回到原来的状态；彻底删除会移除文档记录，以及不再被其他文档使用的原文件和预览图。"
        />
      }
      filters={<ListSearch list={list} field="wd" label="搜索回收站" placeholder="搜索标题、关键词或描述" />}
      batch={batchButtons([
        { label: '批量恢复', onClick: () => restore(selected, `选中的 ${selected.length} 篇文档`), show: can.restore },
        { label: '批量彻底删除', type: 'danger', onClick: () => purge(selected, `选中的 ${selected.length} 篇文档`), show: can.delete },
      ])}
      unit="篇"
      columns={columns}
      scrollX={1060}
      empty={{ title: '回收站是空的', description: '在文档列表中删除的文档会先放到这里' }}
    />
  )
}
