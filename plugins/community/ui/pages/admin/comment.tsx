import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Card, Empty, Input, Select, Space, Table, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'
import { confirmAction } from '~/components/admin/confirm_action'
import { useAdminList } from '../../components/use_admin_list'
import { STATUS_COLORS, type CommentRow, type Option } from '../../components/community_types'

interface Props {
  can: { check: boolean; update: boolean; delete: boolean }
  statuses: Option[]
  kinds: Option[]
}

interface Filters {
  wd: string
  status?: number
  type?: number
}

const APPROVED = 1
const REJECTED = 2

export default function CommentAdmin({ can, statuses, kinds }: Props) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [draft, setDraft] = useState('')
  // Comments waiting for review are the work of this page, so it opens on them.
  const [filters, setFilters] = useState<Filters>({ wd: '', status: 0 })
  const [paging, setPaging] = useState({ page: 1, size: 10 })
  const [selected, setSelected] = useState<number[]>([])
  const list = useAdminList<CommentRow>('/api/v1/comment/list', 'comment', { ...filters, ...paging })
  const statusLabel = Object.fromEntries(statuses.map((item) => [item.value, item.label]))
  const filtered = Boolean(filters.wd || filters.status !== undefined || filters.type !== undefined)

  const apply = (next: Filters) => {
    setFilters(next)
    setSelected([])
    setPaging((value) => ({ ...value, page: 1 }))
  }

  const check = async (ids: number[], status: number) => {
    try {
      await api.post('/api/v1/comment/check', { id: ids, status })
      Toast.success(status === APPROVED ? '已审核通过' : '已拒绝')
      setSelected([])
      list.reload()
    } catch (error: any) {
      Toast.error(error?.message ?? '操作失败')
    }
  }

  const remove = (ids: number[]) =>
    confirmAction({
      title: ids.length > 1 ? `删除选中的 ${ids.length} 条评论？` : '删除这条评论？',
      content: '删除后不可恢复；一级评论的回复会一并删除。',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { type: 'danger', theme: 'solid' },
      fallback: '删除失败',
      action: async () => {
        await api.delete('/api/v1/comment', { id: ids })
        Toast.success('删除成功')
        setSelected([])
        await list.reload()
      },
    })

  const columns = [
    {
      title: '评论内容',
      dataIndex: 'content',
      width: 320,
      render: (content: string, row: CommentRow) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
          <Typography.Paragraph ellipsis={{ rows: 3, showTooltip: { opts: { style: { maxWidth: 420 } } } }} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
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
      render: (title: string, row: CommentRow) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          {row.link ? (
            <Typography.Text link={{ href: row.link, target: '_blank' }} ellipsis={{ showTooltip: true }} style={{ maxWidth: 200 }}>
              {title}
            </Typography.Text>
          ) : (
            <Typography.Text type="tertiary">内容已删除</Typography.Text>
          )}
          <Typography.Text type="tertiary" size="small">
            {kinds.find((kind) => kind.value === row.type)?.label ?? ''} #{row.document_id}
          </Typography.Text>
        </div>
      ),
    },
    { title: '评论人', dataIndex: 'user', width: 120, render: (user: CommentRow['user']) => user?.username ?? <Typography.Text type="tertiary">已注销</Typography.Text> },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number) => (
        <Tag size="small" color={STATUS_COLORS[status] ?? 'grey'}>
          {statusLabel[status] ?? status}
        </Tag>
      ),
    },
    { title: '回复', dataIndex: 'comment_count', width: 70 },
    { title: '时间', dataIndex: 'created_at', width: 170, render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span> },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 170,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: CommentRow) => (
        <Space spacing={4}>
          {can.check && row.status !== APPROVED && (
            <Button size="small" theme="borderless" onClick={() => check([row.id], APPROVED)}>
              通过
            </Button>
          )}
          {can.check && row.status !== REJECTED && (
            <Button size="small" theme="borderless" type="warning" onClick={() => check([row.id], REJECTED)}>
              拒绝
            </Button>
          )}
          {can.delete && (
            <Button size="small" theme="borderless" type="danger" onClick={() => remove([row.id])}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ]

  const batch = can.check || can.delete

  return (
    <div className="ds-admin-page">
      <Head title="评论管理 - 管理后台" />
      <Card
        bordered={false}
        title={
          <Space vertical align="start" spacing={2}>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              评论管理
            </Typography.Title>
            <Typography.Text type="tertiary" size="small">
              共 {list.total} 条评论
            </Typography.Text>
          </Space>
        }
        headerExtraContent={<Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', marginBottom: 16 }}>
          <Input
            prefix={<IconSearch />}
            placeholder="搜索评论内容"
            aria-label="搜索评论"
            style={{ width: narrow ? '100%' : 220 }}
            value={draft}
            showClear
            onChange={setDraft}
            onEnterPress={() => apply({ ...filters, wd: draft.trim() })}
            onClear={() => apply({ ...filters, wd: '' })}
          />
          <Select
            placeholder="全部状态"
            aria-label="按状态筛选"
            style={{ width: narrow ? '100%' : 130 }}
            value={filters.status}
            optionList={statuses}
            showClear
            onChange={(value) => apply({ ...filters, status: value === undefined ? undefined : Number(value) })}
          />
          <Select
            placeholder="全部类型"
            aria-label="按类型筛选"
            style={{ width: narrow ? '100%' : 120 }}
            value={filters.type}
            optionList={kinds}
            showClear
            onChange={(value) => apply({ ...filters, type: value === undefined ? undefined : Number(value) })}
          />
          <Button type="primary" onClick={() => apply({ ...filters, wd: draft.trim() })}>
            搜索
          </Button>
        </div>
        {batch && (
          <Space wrap style={{ marginBottom: 12 }}>
            {can.check && (
              <Button disabled={selected.length === 0} onClick={() => check(selected, APPROVED)} data-testid="batch-approve">
                批量通过
              </Button>
            )}
            {can.check && (
              <Button disabled={selected.length === 0} type="warning" onClick={() => check(selected, REJECTED)}>
                批量拒绝
              </Button>
            )}
            {can.delete && (
              <Button disabled={selected.length === 0} type="danger" onClick={() => remove(selected)}>
                批量删除
              </Button>
            )}
            <Typography.Text type="tertiary" size="small">
              {selected.length > 0 ? `已选 ${selected.length} 条` : '勾选评论后可批量操作'}
            </Typography.Text>
          </Space>
        )}
        <Table<CommentRow>
          rowKey="id"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 1160 }}
          size={narrow ? 'small' : 'default'}
          rowSelection={batch ? { selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(Number)) } : undefined}
          empty={
            list.loaded ? (
              <Empty
                style={{ padding: '32px 0' }}
                image={filtered ? <IllustrationNoResult style={{ width: 150, height: 150 }} /> : <IllustrationNoContent style={{ width: 150, height: 150 }} />}
                title={filters.status === 0 && !filters.wd ? '没有待审核的评论' : filtered ? '没有符合条件的评论' : '还没有评论'}
                description={filtered ? '换个条件或清除筛选试试' : '用户在文档和文章下发表的评论会出现在这里'}
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
