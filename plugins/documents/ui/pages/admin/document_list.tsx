import { useState } from 'react'
import { Button, Cascader, Input, Modal, Select, Space, Table, Tag, Toast, Tooltip, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconFilter, IconRefresh, IconSearch, IconStar, IconUser } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { formatBytes, formatDateTime } from '~/lib/format'
import { AdminDocPanel } from '../../components/admin_panel'
import { AdminEmpty } from '../../components/admin_empty'
import { AdminStatusTag } from '../../components/admin_status_tag'
import { AdminDocumentEditModal } from '../../components/admin_document_edit_modal'
import { AdminCategoryModal, AdminLanguageModal } from '../../components/admin_batch_modals'
import { AdminCover } from '../../components/admin_cover'
import { categoryTreeData } from '../../components/admin_category_tree'
import { useAdminList } from '../../components/admin_list'
import { useMediaQuery } from '~/hooks/use_media_query'
import type { AdminDocumentRow, CategoryOption, Option } from '../../components/admin_types'

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

interface Filters {
  wd: string
  status: number[]
  category: number[]
  ext?: string
  username: string
  recommend?: 'true' | 'false'
}

const NO_FILTERS: Filters = { wd: '', status: [], category: [], username: '' }

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
  const narrow = useMediaQuery('(max-width: 767px)')
  const [draft, setDraft] = useState({ wd: '', username: '' })
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const list = useAdminList<AdminDocumentRow>('/api/v1/document/list', 'document', {
    wd: filters.wd,
    status: filters.status,
    category_id: filters.category.length ? [filters.category[filters.category.length - 1]] : undefined,
    ext: filters.ext,
    username: filters.username,
    is_recommend: filters.recommend,
  })
  const [selected, setSelected] = useState<number[]>([])
  const [editing, setEditing] = useState<AdminDocumentRow | null>(null)
  const [picking, setPicking] = useState<'category' | 'language' | null>(null)
  const [showFilters, setShowFilters] = useState(false)
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS)
  const languageName = new Map(languages.map((language) => [language.value, language.label]))

  const afterChange = () => {
    setSelected([])
    list.reload()
  }

  const ask = (title: string, content: string, okText: string, danger: boolean, action: () => Promise<unknown>, done: string) =>
    Modal.confirm({
      title,
      content,
      okText,
      cancelText: '取消',
      okButtonProps: danger ? { type: 'danger', theme: 'solid' } : undefined,
      onOk: async () => {
        try {
          await action()
          Toast.success(done)
          afterChange()
        } catch (error: any) {
          Toast.error(error?.message ?? '操作失败')
        }
      },
    })

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
      fixed: narrow ? undefined : ('left' as const),
      render: (_: unknown, row: AdminDocumentRow) => (
        <div className="ds-docadmin-doc">
          <AdminCover cover={row.cover} ext={row.ext} />
          <div className="ds-docadmin-doc__text">
            <Typography.Text
              strong
              link={{ href: `/document/${row.id}`, target: '_blank', rel: 'noopener noreferrer' }}
              ellipsis={{ showTooltip: true }}
              style={{ maxWidth: 240 }}
            >
              {row.title}
            </Typography.Text>
            <span className="ds-docadmin-muted">
              #{row.id} · {row.ext.replace('.', '').toUpperCase() || '未知'} · {formatBytes(row.size)}
              {row.language ? ` · ${languageName.get(row.language) ?? row.language}` : ''}
            </span>
            {row.is_recommend && (
              <span>
                <Tag size="small" color="amber" prefixIcon={<IconStar />}>
                  推荐
                </Tag>
              </span>
            )}
          </div>
        </div>
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
      title: '状态',
      dataIndex: 'status',
      width: 200,
      render: (status: number, row: AdminDocumentRow) => (
        <div className="ds-docadmin-stack">
          <span>
            <AdminStatusTag status={status} error={row.convert_error} />
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
      render: (price: number) => (price > 0 ? <span className="ds-docadmin-nowrap">{price} 积分</span> : <Tag size="small">免费</Tag>),
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
      fixed: narrow ? undefined : ('right' as const),
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
    <AdminDocPanel
      title="文档列表"
      description={`共 ${list.total} 篇文档（不含回收站）`}
      actions={
        <>
          {can.reconvert && (
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
          )}
          <Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />
        </>
      }
      modals={
        <>
          <AdminDocumentEditModal
            document={editing}
            categories={categories}
            languages={languages}
            statuses={statuses}
            onClose={() => setEditing(null)}
            onSaved={afterChange}
          />
          <AdminCategoryModal
            count={selected.length}
            visible={picking === 'category'}
            categories={categories}
            onClose={() => setPicking(null)}
            onConfirm={async (categoryIds) => {
              try {
                await api.put('/api/v1/document/category', { document_id: selected, category_id: categoryIds })
                Toast.success('分类已修改')
                setPicking(null)
                afterChange()
              } catch (error: any) {
                Toast.error(error?.message ?? '修改失败')
              }
            }}
          />
          <AdminLanguageModal
            count={selected.length}
            visible={picking === 'language'}
            languages={languages}
            onClose={() => setPicking(null)}
            onConfirm={async (language) => {
              try {
                await api.put('/api/v1/document/language', { document_id: selected, language })
                Toast.success('语言已修改')
                setPicking(null)
                afterChange()
              } catch (error: any) {
                Toast.error(error?.message ?? '修改失败')
              }
            }}
          />
        </>
      }
    >
      <div className="ds-docadmin-filters">
        <Input
          className="ds-docadmin-filters__search"
          prefix={<IconSearch />}
          placeholder="搜索标题、关键词或描述"
          aria-label="搜索文档"
          value={draft.wd}
          showClear
          onChange={(wd) => setDraft({ ...draft, wd })}
          onEnterPress={() => setFilters({ ...filters, wd: draft.wd.trim() })}
          onClear={() => setFilters({ ...filters, wd: '' })}
        />
        {narrow && (
          <Button icon={<IconFilter />} onClick={() => setShowFilters(!showFilters)} aria-expanded={showFilters}>
            {showFilters ? '收起筛选' : filtered ? '筛选（已启用）' : '更多筛选'}
          </Button>
        )}
        {(!narrow || showFilters) && (
          <>
            <Select
              multiple
              maxTagCount={1}
              placeholder="全部状态"
              aria-label="按状态筛选"
              value={filters.status}
              optionList={statuses}
              showClear
              onChange={(value) => setFilters({ ...filters, status: ((value as number[]) ?? []).map(Number) })}
            />
            <Cascader
              placeholder="全部分类"
              aria-label="按分类筛选"
              treeData={categoryTreeData(categories)}
              changeOnSelect
              showClear
              value={filters.category}
              emptyContent="还没有文档分类"
              onChange={(value) => setFilters({ ...filters, category: ((value as number[]) ?? []).map(Number) })}
            />
            <Select
              placeholder="全部类型"
              aria-label="按文档类型筛选"
              value={filters.ext}
              optionList={EXT_OPTIONS}
              showClear
              onChange={(value) => setFilters({ ...filters, ext: (value as string) || undefined })}
            />
            <Input
              prefix={<IconUser />}
              placeholder="上传者用户名"
              aria-label="按上传者筛选"
              value={draft.username}
              showClear
              onChange={(username) => setDraft({ ...draft, username })}
              onEnterPress={() => setFilters({ ...filters, username: draft.username.trim() })}
              onClear={() => setFilters({ ...filters, username: '' })}
            />
            <Select
              placeholder="推荐状态"
              aria-label="按推荐筛选"
              value={filters.recommend}
              showClear
              optionList={[
                { value: 'true', label: '已推荐' },
                { value: 'false', label: '未推荐' },
              ]}
              onChange={(value) => setFilters({ ...filters, recommend: (value as 'true' | 'false') || undefined })}
            />
          </>
        )}
        <Button
          type="primary"
          onClick={() => setFilters({ ...filters, wd: draft.wd.trim(), username: draft.username.trim() })}
        >
          搜索
        </Button>
        {filtered && (
          <Button
            theme="borderless"
            onClick={() => {
              setDraft({ wd: '', username: '' })
              setFilters(NO_FILTERS)
            }}
          >
            清除筛选
          </Button>
        )}
      </div>

      {selected.length > 0 && (
        <div className="ds-docadmin-batch" role="toolbar" aria-label="批量操作">
          <span className="ds-docadmin-batch__count">已选择 {selected.length} 篇</span>
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
        scroll={{ x: 1370 }}
        size={narrow ? 'small' : 'default'}
        rowSelection={
          canSelect
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(Number)) }
            : undefined
        }
        empty={
          list.loaded ? (
            <AdminEmpty filtered={filtered} title="还没有文档" hint="用户上传的文档会出现在这里" />
          ) : (
            <span />
          )
        }
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
