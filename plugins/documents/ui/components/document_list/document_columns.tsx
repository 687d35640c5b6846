import { Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconStar } from '@douyinfe/semi-icons'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { formatDateTime } from '~/lib/format'
import { DocumentStatusTag } from '../document_status_tag'
import { adminCategoryColumn, AdminDocumentCell, AdminUploader } from '../admin_document_cells'
import type { AdminDocumentRow } from '../admin_types'
import type { DocumentListCan } from './document_list_types'
import { StackedCell } from '~/components/admin/stacked_cell'
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
        </div>
      ),
    },
    { title: '页数', dataIndex: 'pages', width: 70, render: (pages: number) => pages || '-' },
    {
      title: '价格',
      dataIndex: 'price',
      width: 80,
      render: (price: number) =>
        price > 0 ? (
          <span className="ds-admin-nowrap">
            {price} {creditName}
          </span>
        ) : (
          <Tag size="small">免费</Tag>
        ),
    },
    {
      title: '浏览 / 下载',
      dataIndex: 'view_count',
      width: 110,
      render: (_: unknown, row: AdminDocumentRow) => (
        <span className="ds-admin-nowrap">
          {row.view_count} / {row.download_count}
        </span>
      ),
    },
    {
      title: '上传 / 更新时间',
      dataIndex: 'created_at',
      width: 170,
      render: (value: string | null, row: AdminDocumentRow) => (
        <StackedCell detail={<span className="ds-admin-nowrap">{formatDateTime(row.updated_at)}</span>}>
          <span className="ds-admin-nowrap">{formatDateTime(value)}</span>
        </StackedCell>
      ),
    },
    rowActionsColumn<AdminDocumentRow>({
      width: 130,
      actions: (row) => [
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
