import { useState } from 'react'
import { Modal, Space, Tag, TextArea, TreeSelect, Typography } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { batchButtons } from '~/components/admin/batch_buttons'
import type { ArticleItem, CategoryNode } from '../../components/article_types'
import { apiUrl } from '~/lib/api_url'
import './article_admin.css'
import { tagColumn } from '~/components/admin/tag_column'
import { StackedCell } from '~/components/admin/stacked_cell'

interface Props {
  can: { check: boolean; delete: boolean; update: boolean; recommend: boolean; category: boolean }
  statuses: { value: number; label: string }[]
  categories: CategoryNode[]
}

type Filters = {
  wd: string
  status?: number
  category_id?: number
}

const PUBLISHED = 1
const REJECTED = 2
const COLORS: Record<number, 'amber' | 'green' | 'red'> = { 0: 'amber', 1: 'green', 2: 'red' }

const treeData = (nodes: CategoryNode[]): { label: string; value: number; key: string; children?: any[] }[] =>
  nodes.map((node) => ({
    label: node.title,
    value: node.id,
    key: String(node.id),
    ...(node.children.length ? { children: treeData(node.children) } : {}),
  }))

export default function ArticleAdmin({ can, statuses, categories }: Props) {
  const list = useListQuery<ArticleItem, Filters>({
    endpoint: apiUrl('articles.list'),
    key: 'article',
    filters: { wd: '', status: undefined, category_id: undefined },
    text: ['wd'],
  })
  const { filters, selected } = list
  const [rejecting, setRejecting] = useState<number[] | null>(null)
  const [rejectReason, setRejectReason] = useState('')
  const [moving, setMoving] = useState(false)
  const [targetCategories, setTargetCategories] = useState<number[]>([])
  const labels = Object.fromEntries(statuses.map((item) => [item.value, item.label]))

  const check = async (ids: number[], status: number, reason = '') => {
    const done = await list.run(
      () => api.put(apiUrl('articles.check'), { id: ids, status, reject_reason: reason }),
      status === PUBLISHED ? '已审核通过' : '已拒绝'
    )
    if (done) setRejecting(null)
  }

  const recommend = (ids: number[], type: 0 | 1) =>
    list.run(() => api.put(apiUrl('articles.recommend'), { id: ids, type }), type ? '已推荐' : '已取消推荐')

  const move = async () => {
    const done = await list.run(
      () => api.put(apiUrl('articles.set_category'), { article_id: selected, category_id: targetCategories }),
      '分类已修改',
      '修改失败'
    )
    if (done) setMoving(false)
  }

  const trash = (ids: number[]) =>
    list.confirmDelete({
      endpoint: apiUrl('articles.delete'),
      ids,
      title: ids.length > 1 ? `删除选中的 ${ids.length} 篇文章？` : '删除这篇文章？',
      content: '文章会移入回收站。',
      done: '已移入回收站',
    })

  const columns = [
    {
      title: '标题',
      dataIndex: 'title',
      width: 300,
      render: (title: string, row: ArticleItem) => (
        <StackedCell detail={row.category.map((category) => category.title).join(' / ') || '未分类'}>
          <Space spacing={4}>
            {row.is_recommend && (
              <Tag size="small" color="red">
                荐
              </Tag>
            )}
            <Typography.Text
              link={{ href: `/article/${row.id}`, target: '_blank' }}
              ellipsis={{ showTooltip: true }}
              className="ds-art-admin-title"
            >
              {title}
            </Typography.Text>
          </Space>
        </StackedCell>
      ),
    },
    {
      title: '作者',
      dataIndex: 'user',
      width: 120,
      render: (user: ArticleItem['user'], row: ArticleItem) => row.author || user?.username || '—',
    },
    tagColumn<ArticleItem>('状态', 'status', (row) => ({ label: labels[row.status] ?? row.status, color: COLORS[row.status] })),
    { title: '阅读', dataIndex: 'view_count', width: 70 },
    { title: '评论', dataIndex: 'comment_count', width: 70 },
    timeColumn<ArticleItem>('发布时间', 'created_at'),
    rowActionsColumn<ArticleItem>({
      width: 170,
      actions: (row) => [
        { label: '通过', onClick: () => check([row.id], PUBLISHED), show: can.check && row.status !== PUBLISHED },
        { label: '拒绝', type: 'warning', onClick: () => setRejecting([row.id]), show: can.check && row.status !== REJECTED },
        { label: '删除', type: 'danger', onClick: () => trash([row.id]), show: can.delete },
      ],
    }),
  ]

  return (
    <AdminListPage<ArticleItem>
      title="文章列表"
      description={`共 ${list.total} 篇文章`}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索文章" placeholder="搜索文章标题" />
          <ListSelect list={list} field="status" placeholder="全部状态" options={statuses} />
          <TreeSelect
            placeholder="全部分类"
            aria-label="按分类筛选"
            treeData={treeData(categories)}
            value={filters.category_id}
            showClear
            onChange={(value) => list.filter({ category_id: value === undefined ? undefined : Number(value) })}
          />
        </>
      }
      batch={batchButtons([
        { label: '批量通过', onClick: () => check(selected, PUBLISHED), show: can.check },
        { label: '批量拒绝', type: 'warning', onClick: () => setRejecting(selected), show: can.check },
        { label: '推荐', onClick: () => recommend(selected, 1), show: can.recommend },
        { label: '取消推荐', type: 'tertiary', onClick: () => recommend(selected, 0), show: can.recommend },
        { label: '修改分类', type: 'tertiary', onClick: () => setMoving(true), show: can.category },
        { label: '批量删除', type: 'danger', onClick: () => trash(selected), show: can.delete },
      ])}
      unit="篇"
      columns={columns}
      scrollX={1000}
      empty={{ title: '还没有文章', description: '用户在 /post 发布的文章会出现在这里', filteredTitle: '没有符合条件的文章' }}
      modals={
        <>
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
            <Typography.Paragraph type="tertiary" className="ds-art-admin-hint">
              选中的 {selected.length} 篇文章将归入下面的分类，原有分类会被替换。
            </Typography.Paragraph>
            <TreeSelect
              multiple
              leafOnly={false}
              className="ds-art-admin-categories"
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
            <TextArea
              value={rejectReason}
              onChange={setRejectReason}
              maxCount={512}
              rows={3}
              placeholder="拒绝原因（作者可在「我的文章」里看到）"
              aria-label="拒绝原因"
            />
          </Modal>
        </>
      }
    />
  )
}
