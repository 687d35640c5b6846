import { useCallback, useEffect, useRef, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Card, Empty, Input, Modal, Select, Space, Table, Tag, TextArea, Toast, TreeSelect, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'
import { confirmAction } from '~/components/admin/confirm_action'
import type { ArticleItem, CategoryNode } from '../../components/article_types'

interface Props {
  can: { check: boolean; delete: boolean; update: boolean; recommend: boolean; category: boolean }
  statuses: { value: number; label: string }[]
  categories: CategoryNode[]
}

interface Filters {
  wd: string
  status?: number
  category_id?: number
}

const PUBLISHED = 1
const REJECTED = 2
const COLORS: Record<number, 'amber' | 'green' | 'red'> = { 0: 'amber', 1: 'green', 2: 'red' }

const treeData = (nodes: CategoryNode[]): { label: string; value: number; key: string; children?: any[] }[] =>
  nodes.map((node) => ({ label: node.title, value: node.id, key: String(node.id), ...(node.children.length ? { children: treeData(node.children) } : {}) }))

function useArticles(query: Record<string, unknown>) {
  const [rows, setRows] = useState<ArticleItem[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const serial = useRef(0)
  const key = JSON.stringify(query)
  const load = useCallback(async () => {
    const current = ++serial.current
    setLoading(true)
    try {
      const data = await api.get('/api/v1/article/list', JSON.parse(key))
      if (current !== serial.current) return
      setRows(data.article ?? [])
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

export default function ArticleAdmin({ can, statuses, categories }: Props) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [draft, setDraft] = useState('')
  const [filters, setFilters] = useState<Filters>({ wd: '' })
  const [paging, setPaging] = useState({ page: 1, size: 10 })
  const [selected, setSelected] = useState<number[]>([])
  const [rejecting, setRejecting] = useState<number[] | null>(null)
  const [rejectReason, setRejectReason] = useState('')
  const [moving, setMoving] = useState(false)
  const [targetCategories, setTargetCategories] = useState<number[]>([])
  const list = useArticles({ ...filters, status: filters.status, ...paging })
  const labels = Object.fromEntries(statuses.map((item) => [item.value, item.label]))
  const filtered = Boolean(filters.wd || filters.status !== undefined || filters.category_id)

  const apply = (next: Filters) => {
    setFilters(next)
    setSelected([])
    setPaging((value) => ({ ...value, page: 1 }))
  }

  const check = async (ids: number[], status: number, reason = '') => {
    try {
      await api.put('/api/v1/article/check', { id: ids, status, reject_reason: reason })
      Toast.success(status === PUBLISHED ? '已审核通过' : '已拒绝')
      setSelected([])
      setRejecting(null)
      list.reload()
    } catch (error: any) {
      Toast.error(error?.message ?? '操作失败')
    }
  }

  const recommend = async (ids: number[], type: 0 | 1) => {
    try {
      await api.put('/api/v1/article/recommend', { id: ids, type })
      Toast.success(type ? '已推荐' : '已取消推荐')
      setSelected([])
      list.reload()
    } catch (error: any) {
      Toast.error(error?.message ?? '操作失败')
    }
  }

  const move = async () => {
    try {
      await api.put('/api/v1/article/category', { article_id: selected, category_id: targetCategories })
      Toast.success('分类已修改')
      setMoving(false)
      setSelected([])
      list.reload()
    } catch (error: any) {
      Toast.error(error?.message ?? '修改失败')
    }
  }

  const trash = (ids: number[]) =>
    confirmAction({
      title: ids.length > 1 ? `删除选中的 ${ids.length} 篇文章？` : '删除这篇文章？',
      content: '文章会移入回收站。',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { type: 'danger', theme: 'solid' },
      fallback: '删除失败',
      action: async () => {
        await api.delete('/api/v1/article', { id: ids })
        Toast.success('已移入回收站')
        setSelected([])
        await list.reload()
      },
    })

  const columns = [
    {
      title: '标题',
      dataIndex: 'title',
      width: 300,
      render: (title: string, row: ArticleItem) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Space spacing={4}>
            {row.is_recommend && (
              <Tag size="small" color="red">
                荐
              </Tag>
            )}
            <Typography.Text link={{ href: `/article/${row.id}`, target: '_blank' }} ellipsis={{ showTooltip: true }} style={{ maxWidth: 250 }}>
              {title}
            </Typography.Text>
          </Space>
          <Typography.Text type="tertiary" size="small">
            {row.category.map((category) => category.title).join(' / ') || '未分类'}
          </Typography.Text>
        </div>
      ),
    },
    { title: '作者', dataIndex: 'user', width: 120, render: (user: ArticleItem['user'], row: ArticleItem) => row.author || user?.username || '—' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number) => (
        <Tag size="small" color={COLORS[status] ?? 'grey'}>
          {labels[status] ?? status}
        </Tag>
      ),
    },
    { title: '阅读', dataIndex: 'view_count', width: 70 },
    { title: '评论', dataIndex: 'comment_count', width: 70 },
    { title: '发布时间', dataIndex: 'created_at', width: 170, render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span> },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 170,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: ArticleItem) => (
        <Space spacing={4}>
          {can.check && row.status !== PUBLISHED && (
            <Button size="small" theme="borderless" onClick={() => check([row.id], PUBLISHED)}>
              通过
            </Button>
          )}
          {can.check && row.status !== REJECTED && (
            <Button size="small" theme="borderless" type="warning" onClick={() => setRejecting([row.id])}>
              拒绝
            </Button>
          )}
          {can.delete && (
            <Button size="small" theme="borderless" type="danger" onClick={() => trash([row.id])}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ]
  const batch = can.check || can.delete || can.recommend || can.category

  return (
    <div className="ds-admin-page">
      <Head title="文章列表 - 管理后台" />
      <Card
        bordered={false}
        title={
          <Space vertical align="start" spacing={2}>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              文章列表
            </Typography.Title>
            <Typography.Text type="tertiary" size="small">
              共 {list.total} 篇文章
            </Typography.Text>
          </Space>
        }
        headerExtraContent={<Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', marginBottom: 16 }}>
          <Input
            prefix={<IconSearch />}
            placeholder="搜索文章标题"
            aria-label="搜索文章"
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
          <TreeSelect
            placeholder="全部分类"
            aria-label="按分类筛选"
            style={{ width: narrow ? '100%' : 180 }}
            treeData={treeData(categories)}
            value={filters.category_id}
            showClear
            onChange={(value) => apply({ ...filters, category_id: value === undefined ? undefined : Number(value) })}
          />
          <Button type="primary" onClick={() => apply({ ...filters, wd: draft.trim() })}>
            搜索
          </Button>
        </div>
        {batch && (
          <Space wrap style={{ marginBottom: 12 }}>
            {can.check && (
              <Button disabled={selected.length === 0} onClick={() => check(selected, PUBLISHED)}>
                批量通过
              </Button>
            )}
            {can.check && (
              <Button disabled={selected.length === 0} type="warning" onClick={() => setRejecting(selected)}>
                批量拒绝
              </Button>
            )}
            {can.recommend && (
              <Button disabled={selected.length === 0} onClick={() => recommend(selected, 1)}>
                推荐
              </Button>
            )}
            {can.recommend && (
              <Button disabled={selected.length === 0} onClick={() => recommend(selected, 0)}>
                取消推荐
              </Button>
            )}
            {can.category && (
              <Button disabled={selected.length === 0} onClick={() => setMoving(true)}>
                修改分类
              </Button>
            )}
            {can.delete && (
              <Button disabled={selected.length === 0} type="danger" onClick={() => trash(selected)}>
                批量删除
              </Button>
            )}
            <Typography.Text type="tertiary" size="small">
              {selected.length > 0 ? `已选 ${selected.length} 篇` : '勾选文章后可批量操作'}
            </Typography.Text>
          </Space>
        )}
        <Table<ArticleItem>
          rowKey="id"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 1000 }}
          size={narrow ? 'small' : 'default'}
          rowSelection={batch ? { selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(Number)) } : undefined}
          empty={
            list.loaded ? (
              <Empty
                style={{ padding: '32px 0' }}
                image={filtered ? <IllustrationNoResult style={{ width: 150, height: 150 }} /> : <IllustrationNoContent style={{ width: 150, height: 150 }} />}
                title={filtered ? '没有符合条件的文章' : '还没有文章'}
                description={filtered ? '换个条件或清除筛选试试' : '用户在 /post 发布的文章会出现在这里'}
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
      <Modal
        title="修改文章分类"
        visible={moving}
        onCancel={() => setMoving(false)}
        onOk={move}
        afterClose={() => setTargetCategories([])}
        okText="保存"
        cancelText="取消"
        okButtonProps={{ disabled: targetCategories.length === 0 }}
      >
        <Typography.Paragraph type="tertiary" style={{ marginBottom: 12 }}>
          选中的 {selected.length} 篇文章将归入下面的分类，原有分类会被替换。
        </Typography.Paragraph>
        <TreeSelect
          multiple
          leafOnly={false}
          style={{ width: '100%' }}
          treeData={treeData(categories)}
          value={targetCategories}
          onChange={(next) => setTargetCategories(((next as number[]) ?? []).map(Number))}
          placeholder="请选择文章分类"
          aria-label="选择分类"
        />
      </Modal>
      <Modal
        title="拒绝文章"
        visible={rejecting !== null}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          if (rejecting) await check(rejecting, REJECTED, rejectReason.trim())
        }}
        afterClose={() => setRejectReason('')}
        okText="拒绝"
        cancelText="取消"
        okButtonProps={{ type: 'warning', theme: 'solid' }}
      >
        <TextArea value={rejectReason} onChange={setRejectReason} maxCount={512} rows={3} placeholder="拒绝原因（作者可在「我的文章」里看到）" aria-label="拒绝原因" />
      </Modal>
    </div>
  )
}
