import { useState } from 'react'
import { Banner, Button, Input, Modal, Space, Table, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconRefresh, IconSearch, IconUndo } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { formatBytes, formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'
import { AdminDocPanel } from '../../components/admin_panel'
import { AdminEmpty } from '../../components/admin_empty'
import { AdminStatusTag } from '../../components/admin_status_tag'
import { AdminCover } from '../../components/admin_cover'
import { useAdminList } from '../../components/admin_list'
import type { AdminDocumentRow } from '../../components/admin_types'

interface Props {
  can: { restore: boolean; delete: boolean }
}

export default function DocumentRecycle({ can }: Props) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [keyword, setKeyword] = useState('')
  const [wd, setWd] = useState('')
  const list = useAdminList<AdminDocumentRow>('/api/v1/document/recycle', 'document', { wd })
  const [selected, setSelected] = useState<number[]>([])

  const run = (options: { title: string; content: string; okText: string; danger: boolean; done: string; action: () => Promise<unknown> }) =>
    Modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: '取消',
      okButtonProps: options.danger ? { type: 'danger', theme: 'solid' } : undefined,
      onOk: async () => {
        try {
          await options.action()
          Toast.success(options.done)
          setSelected([])
          list.reload()
        } catch (error: any) {
          Toast.error(error?.message ?? '操作失败')
        }
      },
    })

  const restore = (ids: number[], what: string) =>
    run({
      title: '恢复文档',
      content: `恢复${what}？恢复后文档回到原来的状态。`,
      okText: '恢复',
      danger: false,
      done: '已恢复',
      action: () => api.put('/api/v1/document/recycle', { id: ids }),
    })

  const purge = (ids: number[], what: string) =>
    run({
      title: '彻底删除',
      content: `彻底删除${what}？文档记录和不再被其他文档使用的文件都会被删除，无法恢复。`,
      okText: '彻底删除',
      danger: true,
      done: '已彻底删除',
      action: () => api.delete('/api/v1/document/recycle', { id: ids }),
    })

  const columns = [
    {
      title: '文档',
      dataIndex: 'title',
      width: 270,
      fixed: narrow ? undefined : ('left' as const),
      render: (_: unknown, row: AdminDocumentRow) => (
        <div className="ds-docadmin-doc">
          <AdminCover cover={row.cover} ext={row.ext} />
          <div className="ds-docadmin-doc__text">
            <Typography.Text strong ellipsis={{ showTooltip: true }} style={{ maxWidth: 190 }}>
              {row.title}
            </Typography.Text>
            <span className="ds-docadmin-muted">
              #{row.id} · {row.ext.replace('.', '').toUpperCase() || '未知'} · {formatBytes(row.size)}
            </span>
          </div>
        </div>
      ),
    },
    {
      title: '删除于',
      dataIndex: 'deleted_at',
      width: 180,
      render: (value: string | null, row: AdminDocumentRow) => (
        <div className="ds-docadmin-stack">
          <span className="ds-docadmin-nowrap">{formatDateTime(value)}</span>
          <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} style={{ maxWidth: 160 }}>
            {row.deleted_username ? `由 ${row.deleted_username} 删除` : '删除人未知'}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '原状态',
      dataIndex: 'status',
      width: 110,
      render: (status: number, row: AdminDocumentRow) => <AdminStatusTag status={status} error={row.convert_error} />,
    },
    {
      title: '上传者',
      dataIndex: 'username',
      width: 120,
      render: (username: string) =>
        username ? (
          <Typography.Text ellipsis={{ showTooltip: true }} style={{ maxWidth: 100 }}>
            {username}
          </Typography.Text>
        ) : (
          <span className="ds-docadmin-muted">已注销</span>
        ),
    },
    {
      title: '分类',
      dataIndex: 'category',
      width: 140,
      render: (items: AdminDocumentRow['category']) =>
        items.length ? (
          <div className="ds-docadmin-tags">
            {items.map((item) => (
              <Tag key={item.id} size="small" color="light-blue">
                {item.title}
              </Tag>
            ))}
          </div>
        ) : (
          <span className="ds-docadmin-muted">未分类</span>
        ),
    },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 190,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: AdminDocumentRow) => (
        <Space spacing={4}>
          {can.restore && (
            <Button size="small" theme="borderless" icon={<IconUndo />} onClick={() => restore([row.id], `「${row.title}」`)}>
              恢复
            </Button>
          )}
          {can.delete && (
            <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} onClick={() => purge([row.id], `「${row.title}」`)}>
              彻底删除
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <AdminDocPanel
      title="回收站"
      description={`共 ${list.total} 篇已删除的文档`}
      actions={
        <>
          {can.delete && (
            <Button
              type="danger"
              icon={<IconDelete />}
              disabled={list.total === 0}
              onClick={() =>
                run({
                  title: '清空回收站',
                  content: `彻底删除回收站中的全部 ${list.total} 篇文档？此操作无法撤销。`,
                  okText: '清空回收站',
                  danger: true,
                  done: '回收站已清空',
                  action: () => api.delete('/api/v1/document/recycle/all'),
                })
              }
            >
              清空回收站
            </Button>
          )}
          <Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />
        </>
      }
    >
      <Banner
        className="ds-docadmin-note"
        type="info"
        closeIcon={null}
        description="删除的文档先放在回收站，访客看不到它们。恢复后回到原来的状态；彻底删除会移除文档记录，以及不再被其他文档使用的原文件和预览图。"
      />
      <div className="ds-docadmin-filters">
        <Input
          className="ds-docadmin-filters__search"
          prefix={<IconSearch />}
          placeholder="搜索标题、关键词或描述"
          aria-label="搜索回收站"
          value={keyword}
          showClear
          onChange={setKeyword}
          onEnterPress={() => setWd(keyword.trim())}
          onClear={() => setWd('')}
        />
        <Button type="primary" onClick={() => setWd(keyword.trim())}>
          搜索
        </Button>
      </div>

      {selected.length > 0 && (
        <div className="ds-docadmin-batch" role="toolbar" aria-label="批量操作">
          <span className="ds-docadmin-batch__count">已选择 {selected.length} 篇</span>
          {can.restore && (
            <Button size="small" onClick={() => restore(selected, `选中的 ${selected.length} 篇文档`)}>
              批量恢复
            </Button>
          )}
          {can.delete && (
            <Button size="small" type="danger" onClick={() => purge(selected, `选中的 ${selected.length} 篇文档`)}>
              批量彻底删除
            </Button>
          )}
          <Button size="small" theme="borderless" onClick={() => setSelected([])}>
            取消选择
          </Button>
        </div>
      )}

      <Table<AdminDocumentRow>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        scroll={{ x: 1060 }}
        size={narrow ? 'small' : 'default'}
        rowSelection={
          can.restore || can.delete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(Number)) }
            : undefined
        }
        empty={list.loaded ? <AdminEmpty filtered={Boolean(wd)} title="回收站是空的" hint="在文档列表中删除的文档会先放到这里" /> : <span />}
        pagination={{
          currentPage: list.page,
          pageSize: list.size,
          total: list.total,
          showSizeChanger: !narrow,
          pageSizeOpts: [10, 20, 50, 100],
          size: narrow ? 'small' : 'default',
          onPageChange: (page: number) => {
            setSelected([])
            list.setPage(page)
          },
          onPageSizeChange: (size: number) => {
            setSelected([])
            list.setSize(size)
          },
        }}
      />
    </AdminDocPanel>
  )
}
