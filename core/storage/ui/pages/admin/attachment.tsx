import { useCallback, useEffect, useRef, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Banner, Button, Card, Empty, Input, Modal, Select, Space, Table, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh, IconSearch, IconUser } from '@douyinfe/semi-icons'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatBytes, formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'

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

interface Filters {
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
    <span
      aria-hidden="true"
      style={{
        flexShrink: 0,
        width: 44,
        height: 44,
        borderRadius: 6,
        overflow: 'hidden',
        border: '1px solid var(--semi-color-border)',
        background: 'var(--semi-color-fill-0)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 11,
        fontWeight: 600,
        color: 'var(--semi-color-text-2)',
        textTransform: 'uppercase',
      }}
    >
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        ext.slice(0, 4) || '?'
      )}
    </span>
  )
}

function useAttachments(filters: Filters, paging: { page: number; size: number }) {
  const [rows, setRows] = useState<AttachmentRow[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const serial = useRef(0)
  const key = JSON.stringify({ ...filters, ...paging })

  const load = useCallback(async () => {
    const current = ++serial.current
    setLoading(true)
    try {
      const query = JSON.parse(key)
      const data = await api.get('/api/v1/attachment/list', query)
      if (current !== serial.current) return
      setRows(data.attachment ?? [])
      setTotal(Number(data.total ?? 0))
    } catch (error: any) {
      if (current === serial.current) Toast.error(error?.message ?? '加载失败')
    } finally {
      if (current === serial.current) {
        setLoading(false)
        setLoaded(true)
      }
    }
  }, [key])

  useEffect(() => {
    load()
  }, [load])

  return { rows, total, loading, loaded, reload: load }
}

export default function AttachmentAdmin({ can, types }: Props) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [draft, setDraft] = useState({ wd: '', username: '' })
  const [filters, setFilters] = useState<Filters>({ wd: '', username: '' })
  const [paging, setPaging] = useState({ page: 1, size: 10 })
  const list = useAttachments(filters, paging)
  const filtered = Boolean(filters.wd || filters.username || filters.type !== undefined || filters.enable)

  const applyFilters = (next: Filters) => {
    setFilters(next)
    setPaging((value) => ({ ...value, page: 1 }))
  }

  const setEnabled = (row: AttachmentRow, enable: boolean) =>
    Modal.confirm({
      title: enable ? '解除禁用' : '禁用该文件',
      content: enable
        ? `解除对「${row.name || row.hash}」的禁用？内容相同的文件将可以再次上传和显示。`
        : `禁用「${row.name || row.hash}」？按文件内容（MD5 ${row.hash}）封禁：内容相同的文件在全站都不能再上传，已上传的图片也不再显示。`,
      okText: enable ? '解除禁用' : '禁用',
      cancelText: '取消',
      okButtonProps: enable ? undefined : { type: 'danger', theme: 'solid' },
      onOk: async () => {
        try {
          await api.put('/api/v1/attachment', { id: row.id, enable })
          Toast.success(enable ? '已解除禁用' : '已禁用该文件')
          list.reload()
        } catch (error: any) {
          Toast.error(error?.message ?? '操作失败')
        }
      },
    })

  const columns = [
    {
      title: '文件',
      dataIndex: 'name',
      width: 300,
      fixed: narrow ? undefined : ('left' as const),
      render: (_: unknown, row: AttachmentRow) => {
        const image = IMAGE_EXTENSIONS.includes(row.ext) && row.path.startsWith('/uploads/')
        return (
          <div style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
            <Thumb src={image && row.enable ? row.path : ''} ext={row.ext} />
            <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.45 }}>
              <Typography.Text strong ellipsis={{ showTooltip: true }} style={{ maxWidth: 220 }}>
                {row.name || '（无文件名）'}
              </Typography.Text>
              <Typography.Text type="tertiary" size="small" copyable={{ content: row.hash }} style={{ fontFamily: 'ui-monospace, monospace' }}>
                {row.hash.slice(0, 12)}…
              </Typography.Text>
            </div>
          </div>
        )
      },
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 100,
      render: (type: number, row: AttachmentRow) => (
        <Tag size="small" color={TYPE_COLORS[type] ?? 'grey'}>
          {row.type_name || type}
        </Tag>
      ),
    },
    {
      title: '大小',
      dataIndex: 'size',
      width: 110,
      render: (size: number, row: AttachmentRow) => (
        <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.45 }}>
          <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(size)}</span>
          {row.width > 0 && (
            <Typography.Text type="tertiary" size="small">
              {row.width}×{row.height}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: '上传者',
      dataIndex: 'username',
      width: 140,
      render: (username: string, row: AttachmentRow) => (
        <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.45 }}>
          <span>{username || <Typography.Text type="tertiary">未知</Typography.Text>}</span>
          {row.ip && (
            <Typography.Text type="tertiary" size="small">
              {row.ip}
            </Typography.Text>
          )}
        </div>
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
    {
      title: '上传时间',
      dataIndex: 'created_at',
      width: 170,
      render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span>,
    },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 110,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: AttachmentRow) =>
        can.update ? (
          row.enable ? (
            <Button size="small" theme="borderless" type="danger" onClick={() => setEnabled(row, false)}>
              禁用
            </Button>
          ) : (
            <Button size="small" theme="borderless" onClick={() => setEnabled(row, true)}>
              解除禁用
            </Button>
          )
        ) : null,
    },
  ]

  return (
    <div className="ds-admin-page">
      <Head title="附件管理 - 管理后台" />
      <Card
        bordered={false}
        title={
          <Space vertical align="start" spacing={2}>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              附件管理
            </Typography.Title>
            <Typography.Text type="tertiary" size="small">
              共 {list.total} 个附件
            </Typography.Text>
          </Space>
        }
        headerExtraContent={<Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />}
      >
        <Banner
          type="info"
          closeIcon={null}
          style={{ marginBottom: 16 }}
          description={
            <>
              <strong>禁用即按内容封禁。</strong>
              附件按文件内容（MD5）存储，相同内容只存一份。禁用一个附件会封禁这份内容：全站都不能再上传相同的文件，已上传的图片也不再显示。解除禁用后恢复正常。
            </>
          }
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', marginBottom: 16 }}>
          <Input
            prefix={<IconSearch />}
            placeholder="搜索文件名、备注或 MD5"
            aria-label="搜索附件"
            style={{ width: narrow ? '100%' : 240 }}
            value={draft.wd}
            showClear
            onChange={(wd) => setDraft({ ...draft, wd })}
            onEnterPress={() => applyFilters({ ...filters, wd: draft.wd.trim() })}
            onClear={() => applyFilters({ ...filters, wd: '' })}
          />
          <Input
            prefix={<IconUser />}
            placeholder="上传者用户名"
            aria-label="按上传者筛选"
            style={{ width: narrow ? '100%' : 180 }}
            value={draft.username}
            showClear
            onChange={(username) => setDraft({ ...draft, username })}
            onEnterPress={() => applyFilters({ ...filters, username: draft.username.trim() })}
            onClear={() => applyFilters({ ...filters, username: '' })}
          />
          <Select
            placeholder="全部类型"
            aria-label="按类型筛选"
            style={{ width: narrow ? '100%' : 150 }}
            value={filters.type}
            optionList={types}
            showClear
            onChange={(value) => applyFilters({ ...filters, type: value === undefined ? undefined : Number(value) })}
          />
          <Select
            placeholder="全部状态"
            aria-label="按状态筛选"
            style={{ width: narrow ? '100%' : 130 }}
            value={filters.enable}
            showClear
            optionList={[
              { value: 'true', label: '正常' },
              { value: 'false', label: '已禁用' },
            ]}
            onChange={(value) => applyFilters({ ...filters, enable: (value as 'true' | 'false') || undefined })}
          />
          <Button type="primary" onClick={() => applyFilters({ ...filters, wd: draft.wd.trim(), username: draft.username.trim() })}>
            搜索
          </Button>
        </div>
        <Table<AttachmentRow>
          rowKey="id"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 1020 }}
          size={narrow ? 'small' : 'default'}
          empty={
            list.loaded ? (
              <Empty
                style={{ padding: '32px 0' }}
                image={
                  filtered ? (
                    <IllustrationNoResult style={{ width: 150, height: 150 }} />
                  ) : (
                    <IllustrationNoContent style={{ width: 150, height: 150 }} />
                  )
                }
                title={filtered ? '没有符合条件的附件' : '还没有附件'}
                description={filtered ? '换个关键词或清除筛选条件试试' : '用户上传的头像、文档和图片会出现在这里'}
              />
            ) : (
              <span />
            )
          }
          pagination={{
            currentPage: paging.page,
            pageSize: paging.size,
            total: list.total,
            showSizeChanger: !narrow,
            pageSizeOpts: [10, 20, 50, 100],
            size: narrow ? 'small' : 'default',
            onPageChange: (page: number) => setPaging((value) => ({ ...value, page })),
            onPageSizeChange: (size: number) => setPaging({ page: 1, size }),
          }}
        />
      </Card>
    </div>
  )
}
