import { useMemo, useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Tag, Toast } from '@douyinfe/semi-ui-19'
import { IconPlus } from '@douyinfe/semi-icons'
import { AdminListPage } from '~/components/admin/admin_list_page'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { enableColumn } from '~/components/admin/enable_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { api } from '~/lib/api'
import { buildTree } from '~/lib/tree'
import { CategoryCreateModal, type CreateValues } from '../../components/category_create_modal'
import { CATEGORY_TYPES, parentOptions, pathTo, parentFromPath, type CategoryNode, type CategoryRow } from '../../components/category_types'
import { apiUrl } from '~/lib/api_url'
import '../../components/categories.css'

/** The category tree of one type (documents here; articles reuse it with type 1). */
export default function CategoryList({ type = 0 }: { type?: number }) {
  const names = CATEGORY_TYPES[type] ?? CATEGORY_TYPES[0]
  // The whole tree of the type comes in one answer.
  const { list, toggle, removeNode } = useEntityAdmin<CategoryRow>(
    {
      list: apiUrl('categories.category.list'),
      create: apiUrl('categories.category.create'),
      update: apiUrl('categories.category.update'),
      remove: apiUrl('categories.category.delete'),
    },
    'category',
    {
      size: false,
      query: () => ({ type }),
    }
  )
  const tree = useMemo(() => buildTree(list.rows), [list.rows])
  const options = useMemo(() => parentOptions(tree), [tree])
  const [creating, setCreating] = useState<CreateValues | null>(null)
  const [saving, setSaving] = useState(false)

  const openCreate = (parentId = 0) => setCreating({ parent_path: pathTo(tree, parentId), title: '', sort: 0, enable: true })

  const create = async (values: CreateValues) => {
    setSaving(true)
    try {
      await api.post(apiUrl('categories.category.create'), {
        title: values.title,
        parent_id: parentFromPath(values.parent_path),
        sort: values.sort ?? 0,
        enable: values.enable ?? true,
        type,
      })
      Toast.success('新增成功')
      setCreating(null)
      await list.reload()
    } catch (failure: any) {
      Toast.error(failure?.message ?? '新增失败')
    } finally {
      setSaving(false)
    }
  }

  const remove = (row: CategoryNode) => removeNode(row, `删除分类「${row.title}」？`, '请先删除子分类。')

  const columns = [
    {
      title: '名称',
      dataIndex: 'title',
      render: (title: string, row: CategoryRow) => (
        <span className="ds-category-title">
          {row.icon && <img className="ds-category-title__icon" src={row.icon} alt="" />}
          <span>{title}</span>
          {!row.enable && (
            <Tag size="small" color="grey">
              已禁用
            </Tag>
          )}
        </span>
      ),
    },
    { title: type === 1 ? '文章数' : '文档数', dataIndex: 'doc_count', width: 90 },
    { title: '排序', dataIndex: 'sort', width: 80 },
    enableColumn<CategoryRow>({ name: (row) => row.title, onChange: toggle }),
    rowActionsColumn<CategoryNode>({
      width: 220,
      fixed: false,
      actions: (row) => [
        { label: '编辑', onClick: () => router.visit(`/admin/category/edit?id=${row.id}`) },
        { label: '添加子分类', onClick: () => openCreate(row.id) },
        { label: '删除', type: 'danger', onClick: () => remove(row) },
      ],
    }),
  ]

  return (
    <AdminListPage<CategoryNode>
      title={names.title}
      description="禁用的分类连同其子分类都不会在前台显示"
      actions={
        <Button type="primary" theme="solid" icon={<IconPlus />} onClick={() => openCreate()}>
          新增分类
        </Button>
      }
      list={list}
      rows={tree}
      expandAll
      columns={columns}
      scrollX={730}
      empty={{ title: '还没有分类', description: '点击「新增分类」创建第一个分类，可一次输入多个名称' }}
      modals={
        <CategoryCreateModal values={creating} options={options} saving={saving} onCancel={() => setCreating(null)} onSubmit={create} />
      }
    />
  )
}
