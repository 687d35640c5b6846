import { useState } from 'react'
import { Banner, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconUser } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { formatBytes } from '~/lib/format'
import { AdminListPage, ListBooleanSelect, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { apiUrl } from '~/lib/api_url'
import './attachment.css'
import { tagColumn } from '~/components/admin/tag_column'
import { StackedCell } from '~/components/admin/stacked_cell'

interface Props {
  can: { update: boolean }
  types: { value: number; label: string }[]
}

interface AttachmentRow {
  id: number
  hash: string
  user_id: number
  username: string
  type: number
  type_name: string
  type_id: number
  enable: boolean
  path: string
  name: string
  size: number
  width: number
  height: number
  ext: string
  ip: string
  description: string
  created_at: string | null
}

type Filters = {
  wd: string
  username: string
  type?: number
  enable?: 'true' | 'false'
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'bmp', 'ico', 'svg']
const TYPE_COLORS = ['grey', 'cyan', 'blue', 'green', 'teal', 'purple', 'indigo', 'amber', 'orange'] as const

/** The image itself when there is one to show, else the extension on a plain tile. */
function Thumb({ src, ext }: { src: string; ext: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <span aria-hidden="true" className="ds-attachment-thumb">
      {src && !failed ? <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} /> : ext.slice(0, 4) || '?'}
    </span>
  )
}

export default function AttachmentAdmin({ can, types }: Props) {
  const list = useListQuery<AttachmentRow, Filters>({
    endpoint: apiUrl('storage.attachment.list'),
    key: 'attachment',
    filters: { wd: '', username: '', type: undefined, enable: undefined },
    text: ['wd', 'username'],
  })

  const setEnabled = (row: AttachmentRow, enable: boolean) =>
    list.confirm({
      title: enable ? '解除禁用' : '禁用该文件',
      content: enable
        ? `解除对「${row.name || row.hash}」的禁用？内容相同的文件将可以再次上传和显示。`
        : `禁用「${row.name || row.hash}」？按文件内容（MD5 ${row.hash}）封禁：内容相同的文件在全站都不能再上传，已上传的图片也不再显示。`,
      okText: enable ? '解除禁用' : '禁用',
      danger: !enable,
      done: enable ? '已解除禁用' : '已禁用该文件',
      action: () => api.put(apiUrl('storage.attachment.update'), { id: row.id, enable }),
    })

  const columns = [
    {
      title: '文件',
      dataIndex: 'name',
      width: 300,
      fixed: 'left' as const,
      render: (_: unknown, row: AttachmentRow) => {
        const image = IMAGE_EXTENSIONS.includes(row.ext) && row.path.startsWith('/uploads/')
        return (
          <div className="ds-attachment-file">
            <Thumb src={image && row.enable ? row.path : ''} ext={row.ext} />
            <div className="ds-attachment-stack">
              <Typography.Text strong ellipsis={{ showTooltip: true }} className="ds-attachment-file__name">
                {row.name || '（无文件名）'}
              </Typography.Text>
              <Typography.Text type="tertiary" size="small" copyable={{ content: row.hash }} className="ds-attachment-file__hash">
                {row.hash.slice(0, 12)}…
              </Typography.Text>
            </div>
          </div>
        )
      },
    },
    tagColumn<AttachmentRow>('类型', 'type', (row) => ({ label: row.type_name || row.type, color: TYPE_COLORS[row.type] }), { width: 100 }),
    {
      title: '大小',
      dataIndex: 'size',
      width: 110,
      render: (size: number, row: AttachmentRow) => (
        <StackedCell detail={row.width > 0 && `${row.width}×${row.height}`}>
          <span className="ds-admin-nowrap">{formatBytes(size)}</span>
        </StackedCell>
      ),
    },
    {
      title: '上传者',
      dataIndex: 'username',
      width: 140,
      render: (username: string, row: AttachmentRow) => (
        <StackedCell detail={row.ip}>
          <span>{username || <Typography.Text type="tertiary">未知</Typography.Text>}</span>
        </StackedCell>
      ),
    },
    {
      title: '状态',
      dataIndex: 'enable',
      width: 90,
      render: (enable: boolean) =>
        enable ? (
          <Tag size="small" color="green">
            正常
          </Tag>
        ) : (
          <Tag size="small" color="red">
            已禁用
          </Tag>
        ),
    },
    timeColumn<AttachmentRow>('上传时间', 'created_at'),
    rowActionsColumn<AttachmentRow>({
      width: 110,
      actions: (row) => [
        row.enable
          ? { label: '禁用', type: 'danger', onClick: () => setEnabled(row, false), show: can.update }
          : { label: '解除禁用', onClick: () => setEnabled(row, true), show: can.update },
      ],
    }),
  ]

  return (
    <AdminListPage<AttachmentRow>
      title="附件管理"
      description={`共 ${list.total} 个附件`}
      list={list}
      notice={
        <Banner
          type="info"
          closeIcon={null}
          description={
            <>
              <strong>禁用即按内容封禁。</strong>
              附件按文件内容（MD5）存储，相同内容只存一份。禁用一个附件会封禁这份内容：全站都不能再上传相同的文件，已上传的图片也不再显示。解除禁用后恢复正常。
            </>
          }
        />
      }
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索附件" placeholder="搜索文件名、备注或 MD5" />
          <ListSearch list={list} field="username" label="按上传者筛选" placeholder="上传者用户名" icon={<IconUser />} wide={false} />
          <ListSelect list={list} field="type" placeholder="全部类型" options={types} />
          <ListBooleanSelect list={list} field="enable" placeholder="全部状态" labels={{ true: '正常', false: '已禁用' }} />
        </>
      }
      columns={columns}
      scrollX={1020}
      empty={{ title: '还没有附件', description: '用户上传的头像、文档和图片会出现在这里', filteredTitle: '没有符合条件的附件' }}
    />
  )
}
