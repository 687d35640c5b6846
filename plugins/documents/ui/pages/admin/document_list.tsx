import { useState } from 'react'
import { Button, Cascader, Space, Tag, Tooltip, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconRefresh, IconStar, IconUser } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useCreditName } from '~/lib/shared_props'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { DocumentStatusTag, statusLabels } from '../../components/document_status_tag'
import { AdminDocumentEditModal } from '../../components/admin_document_edit_modal'
import { AdminCategoryModal, AdminLanguageModal } from '../../components/admin_batch_modals'
import { AdminCategoryTags, AdminDocumentCell } from '../../components/admin_document_cells'
import { categoryTreeData } from '../../components/admin_category_tree'
import type { AdminDocumentRow, CategoryOption, Option } from '../../components/admin_types'
import '../../components/admin_documents.css'

interface Props {
  can: {
    update: boolean
    delete: boolean
    check: boolean
    recommend: boolean
    category: boolean
    language: boolean
    reconvert: boolean
  }
  statuses: Option[]
  categories: CategoryOption[]
  languages: Option<string>[]
}

const EXT_OPTIONS = [
  { value: 'pdf', label: 'PDF' },
  { value: 'doc', label: 'Word' },
  { value: 'ppt', label: 'PPT' },
  { value: 'xls', label: 'Excel' },
  { value: 'txt', label: 'TXT' },
  { value: 'other', label: '其他' },
]

type Filters = {
  wd: string
  status: number[]
  /** The path to the category in the cascader; the list filters on its last step. */
  category: number[]
  ext?: string
  username: string
  recommend?: 'true' | 'false'
}

/** A batch action: what to call, how to ask, what to say when done. */
interface BatchAction {
  key: string
  label: string
  allowed: boolean
  type?: 'primary' | 'warning' | 'danger' | 'tertiary'
  confirm: (count: number) => string
  done: string
  run: (ids: number[]) => Promise<unknown>
}

export default function DocumentList({ can, statuses, categories, languages }: Props) {
  const labels = statusLabels(statuses)
  const creditName = useCreditName()
  const list = useListQuery<AdminDocumentRow, Filters>({
    endpoint: '/api/v1/document/list',
    key: 'document',
    filters: { wd: '', status: [], category: [], ext: undefined, username: '', recommend: undefined },
    text: ['wd', 'username'],
    query: (filters) => ({
      wd: filters.wd,
      status: filters.status,
      category_id: filters.category.length ? [filters.category[filters.category.length - 1]] : undefined,
      ext: filters.ext,
      username: filters.username,
      is_recommend: filters.recommend,
    }),
  })
  const { filters, selected } = list
  const [editing, setEditing] = useState<AdminDocumentRow | null>(null)
  const [picking, setPicking] = useState<'category' | 'language' | null>(null)
  const languageName = new Map(languages.map((language) => [language.value, language.label]))

  const ask = (title: string, content: string, okText: string, danger: boolean, action: () => Promise<unknown>, done: string) =>
    list.confirm({ title, content, okText, danger, done, action })

  /** A batch change made in a modal: the modal closes once it is done. */
  const change = async (action: () => Promise<unknown>, done: string) => {
    if (await list.run(action, done, '修改失败')) setPicking(null)
  }

  const batch: BatchAction[] = [
    {
      key: 'approve',
      label: '通过审核',
      allowed: can.check,
      type: 'primary',
      confirm: (n) => `通过选中的 ${n} 篇文档？未转换的文档会进入转换队列，转换完成后公开。`,
      done: '已通过审核',
      run: (id) => api.put('/api/v1/document/check', { id, status: 2 }),
    },
    {
      key: 'reject',
      label: '拒绝',
      allowed: can.check,
      type: 'warning',
      confirm: (n) => `拒绝选中的 ${n} 篇文档？拒绝后只有上传者和管理员能看到它们。`,
      done: '已拒绝',
      run: (id) => api.put('/api/v1/document/check', { id, status: 7 }),
    },
    {
      key: 'recommend',
      label: '推荐',
      allowed: can.recommend,
      confirm: (n) => `推荐选中的 ${n} 篇文档？推荐的文档会显示在首页。`,
      done: '已推荐',
      run: (id) => api.put('/api/v1/document/recommend', { id, type: 1 }),
    },
    {
      key: 'unrecommend',
      label: '取消推荐',
      allowed: can.recommend,
      type: 'tertiary',
      confirm: (n) => `取消推荐选中的 ${n} 篇文档？`,
      done: '已取消推荐',
      run: (id) => api.put('/api/v1/document/recommend', { id, type: 0 }),
    },
    {
      key: 'reconvert',
      label: '重新转换',
      allowed: can.reconvert,
      type: 'tertiary',
      confirm: (n) => `重新转换选中的 ${n} 篇文档？已禁用、待审核或被拒绝的文档不会被转换。`,
      done: '已加入转换队列',
      run: (id) => api.put('/api/v1/document/reconvert', { id }),
    },
    {
      key: 'delete',
      label: '删除',
      allowed: can.delete,
      type: 'danger',
      confirm: (n) => `把选中的 ${n} 篇文档移到回收站？可以在回收站中恢复。`,
      done: '已移到回收站',
      run: (id) => api.delete('/api/v1/document', { id }),
    },
  ]

  const runBatch = (action: BatchAction) =>
    ask(action.label, action.confirm(selected.length), action.label, action.type === 'danger', () => action.run(selected), action.done)

  const columns = [
    {
      title: '文档',
      dataIndex: 'title',
      width: 320,
      fixed: 'left' as const,
      render: (_: unknown, row: AdminDocumentRow) => (
        <AdminDocumentCell row={row} titleWidth={240} link meta={row.language ? ` · ${languageName.get(row.language) ?? row.language}` : ''}>
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
      render: (username: string, row: AdminDocumentRow) =>
        username ? (
          <Typography.Text
            link={{ href: `/user/${row.user_id}`, target: '_blank', rel: 'noopener noreferrer' }}
            ellipsis={{ showTooltip: true }}
            style={{ maxWidth: 110 }}
          >
            {username}
          </Typography.Text>
        ) : (
          <span className="ds-docadmin-muted">已注销</span>
        ),
    },
    {
      title: '分类',
      dataIndex: 'category',
      width: 160,
      render: (items: AdminDocumentRow['category']) => <AdminCategoryTags items={items} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 200,
      render: (status: number, row: AdminDocumentRow) => (
        <div className="ds-docadmin-stack">
          <span>
            <DocumentStatusTag status={status} labels={labels} error={row.convert_error} />
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
      render: (price: number) => (price > 0 ? <span className="ds-docadmin-nowrap">{price} {creditName}</span> : <Tag size="small">免费</Tag>),
    },
    {
      title: '浏览 / 下载',
      dataIndex: 'view_count',
      width: 110,
      render: (_: unknown, row: AdminDocumentRow) => (
        <span className="ds-docadmin-nowrap">
          {row.view_count} / {row.download_count}
        </span>
      ),
    },
    {
      title: '上传 / 更新时间',
      dataIndex: 'created_at',
      width: 170,
      render: (value: string | null, row: AdminDocumentRow) => (
        <div className="ds-docadmin-stack">
          <span className="ds-docadmin-nowrap">{formatDateTime(value)}</span>
          <span className="ds-docadmin-muted ds-docadmin-nowrap">{formatDateTime(row.updated_at)}</span>
        </div>
      ),
    },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 130,
      fixed: 'right' as const,
      render: (_: unknown, row: AdminDocumentRow) => (
        <Space spacing={4}>
          {can.update && (
            <Button size="small" theme="borderless" icon={<IconEdit />} onClick={() => setEditing(row)}>
              编辑
            </Button>
          )}
          {can.delete && (
            <Tooltip content="移到回收站">
              <Button
                size="small"
                theme="borderless"
                type="danger"
                icon={<IconDelete />}
                aria-label={`删除 ${row.title}`}
                onClick={() =>
                  ask(
                    '删除文档',
                    `把「${row.title}」移到回收站？可以在回收站中恢复。`,
                    '删除',
                    true,
                    () => api.delete('/api/v1/document', { id: [row.id] }),
                    '已移到回收站'
                  )
                }
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ]

  const allowedBatch = batch.filter((action) => action.allowed)
  const canSelect = allowedBatch.length > 0 || can.category || can.language

  return (
    <AdminListPage<AdminDocumentRow>
      title="文档列表"
      description={`共 ${list.total} 篇文档（不含回收站）`}
      actions={
        can.reconvert && (
          <Button
            icon={<IconRefresh />}
            onClick={() =>
              ask(
                '重新转换失败的文档',
                '所有转换失败的文档都会重新进入转换队列。',
                '重新转换',
                false,
                () => api.put('/api/v1/document/reconvert'),
                '已加入转换队列'
              )
            }
          >
            重新转换失败文档
          </Button>
        )
      }
      list={list}
      filters={<ListSearch list={list} field="wd" label="搜索文档" placeholder="搜索标题、关键词或描述" />}
      moreFilters={
        <>
          <ListSelect list={list} field="status" placeholder="全部状态" options={statuses} multiple />
          <Cascader
            placeholder="全部分类"
            aria-label="按分类筛选"
            treeData={categoryTreeData(categories)}
            changeOnSelect
            showClear
            value={filters.category}
            emptyContent="还没有文档分类"
            onChange={(value) => list.filter({ category: ((value as number[]) ?? []).map(Number) })}
          />
          <ListSelect list={list} field="ext" placeholder="全部类型" options={EXT_OPTIONS} />
          <ListSearch list={list} field="username" label="按上传者筛选" placeholder="上传者用户名" icon={<IconUser />} wide={false} />
          <ListSelect
            list={list}
            field="recommend"
            placeholder="推荐状态"
            options={[
              { value: 'true', label: '已推荐' },
              { value: 'false', label: '未推荐' },
            ]}
          />
        </>
      }
      batch={
        canSelect && (
          <>
            {allowedBatch.slice(0, 4).map((action) => (
              <Button key={action.key} size="small" type={action.type ?? 'primary'} onClick={() => runBatch(action)}>
                {action.label}
              </Button>
            ))}
            {can.category && (
              <Button size="small" type="tertiary" onClick={() => setPicking('category')}>
                修改分类
              </Button>
            )}
            {can.language && (
              <Button size="small" type="tertiary" onClick={() => setPicking('language')}>
                修改语言
              </Button>
            )}
            {allowedBatch.slice(4).map((action) => (
              <Button key={action.key} size="small" type={action.type ?? 'primary'} onClick={() => runBatch(action)}>
                {action.label}
              </Button>
            ))}
          </>
        )
      }
      unit="篇"
      columns={columns}
      scrollX={1370}
      empty={{ title: '还没有文档', description: '用户上传的文档会出现在这里' }}
      modals={
        <>
          <AdminDocumentEditModal
            document={editing}
            categories={categories}
            languages={languages}
            statuses={statuses}
            onClose={() => setEditing(null)}
            onSaved={() => list.reload()}
          />
          <AdminCategoryModal
            count={selected.length}
            visible={picking === 'category'}
            categories={categories}
            onClose={() => setPicking(null)}
            onConfirm={(categoryIds) =>
              change(() => api.put('/api/v1/document/category', { document_id: selected, category_id: categoryIds }), '分类已修改')
            }
          />
          <AdminLanguageModal
            count={selected.length}
            visible={picking === 'language'}
            languages={languages}
            onClose={() => setPicking(null)}
            onConfirm={(language) => change(() => api.put('/api/v1/document/language', { document_id: selected, language }), '语言已修改')}
          />
        </>
      }
    />
  )
}
