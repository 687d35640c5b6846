import { Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconEyeOpened, IconStar } from '@douyinfe/semi-icons'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn, TimeText } from '~/components/admin/time_column'
import { StackedCell } from '~/components/admin/stacked_cell'
import { DocumentStatusTag } from '../document_status_tag'
import { adminCategoryColumn, AdminDocumentCell, AdminUploader } from '../admin_document_cells'
import type { AdminDocumentRow } from '../admin_types'
import type { DocumentListCan } from './document_list_types'
import { PENDING_REVIEW, ReviewPreviewState } from './review_preview_state'
import './document_list.css'

interface ColumnOptions {
  can: DocumentListCan
  statusLabels: Record<number, string>
  creditName: string
  languageName: Map<string, string>
  onEdit: (row: AdminDocumentRow) => void
  onDelete: (row: AdminDocumentRow) => void
}

export function documentColumns({ can, statusLabels, creditName, languageName, onEdit, onDelete }: ColumnOptions) {
  return [
    {
      title: '文档',
      dataIndex: 'title',
      width: 320,
      fixed: 'left' as const,
      render: (_: unknown, row: AdminDocumentRow) => (
        <AdminDocumentCell row={row} link meta={row.language ? ` · ${languageName.get(row.language) ?? row.language}` : ''}>
          {row.is_recommend && (
            <span>
              <Tag size="small" color="amber" prefixIcon={<IconStar />}>
                推荐
              </Tag>
            </span>
          )}
        </AdminDocumentCell>
      ),
    },
    {
      title: '上传者',
      dataIndex: 'username',
      width: 130,
      render: (_: string, row: AdminDocumentRow) => <AdminUploader row={row} link className="ds-docadmin-uploader" />,
    },
    adminCategoryColumn(160),
    {
      title: '状态',
      dataIndex: 'status',
      width: 200,
      render: (status: number, row: AdminDocumentRow) => (
        <div className="ds-docadmin-stack">
          <span>
            <DocumentStatusTag status={status} labels={statusLabels} error={row.convert_error} />
          </span>
          {status === 3 && row.convert_error && (
            <Typography.Text className="ds-docadmin-error" ellipsis={{ rows: 2, showTooltip: true }}>
              {row.convert_error}
            </Typography.Text>
          )}
          {status === PENDING_REVIEW && <ReviewPreviewState row={row} />}
        </div>
      ),
    },
    // Pages and price share a column, as views and downloads do: a laptop's card has room for no more columns.
    {
      title: '页数 / 价格',
      dataIndex: 'pages',
      width: 100,
      render: (pages: number, row: AdminDocumentRow) => (
        <StackedCell detail={row.price > 0 ? `${row.price} ${creditName}` : '免费'}>{pages ? `${pages} 页` : '-'}</StackedCell>
      ),
    },
    {
      title: '浏览 / 下载',
      dataIndex: 'view_count',
      width: 110,
      minWidth: 100,
      render: (_: unknown, row: AdminDocumentRow) => (
        <span>
          <span className="ds-admin-nowrap">{row.view_count} /</span> <span className="ds-admin-nowrap">{row.download_count}</span>
        </span>
      ),
    },
    timeColumn<AdminDocumentRow>('上传 / 更新时间', 'created_at', { detail: (row) => <TimeText value={row.updated_at} /> }),
    rowActionsColumn<AdminDocumentRow>({
      width: 180,
      actions: (row) => [
        {
          icon: <IconEyeOpened />,
          ariaLabel: `预览 ${row.title}`,
          tooltip: '在新标签页中阅读待审核文档的页面',
          onClick: () => window.open(`/document/${row.id}`, '_blank', 'noopener,noreferrer'),
          show: row.status === PENDING_REVIEW,
        },
        { label: '编辑', icon: <IconEdit />, onClick: () => onEdit(row), show: can.update },
        {
          type: 'danger',
          icon: <IconDelete />,
          ariaLabel: `删除 ${row.title}`,
          tooltip: '移到回收站',
          onClick: () => onDelete(row),
          show: can.delete,
        },
      ],
    }),
  ]
}
