import { useMemo } from 'react'
import { Form, Space, Tag, Typography } from '@douyinfe/semi-ui-19'
import { AdminListPage } from '~/components/admin/admin_list_page'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { apiUrl } from '~/lib/api_url'
import '../../components/site_admin.css'
import { enableColumn } from '~/components/admin/enable_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { buildTree, type TreeNode } from '~/lib/tree'

interface Navigation {
  id: number
  title: string
  href: string
  color: string
  target: '_self' | '_blank'
  sort: number
  enable: boolean
  fixed: boolean
  parent_id: number
  description: string
}

type NavigationRow = TreeNode<Navigation>
type TreeOption = { label: string; value: number; key: string; children?: TreeOption[]; disabled?: boolean }

const EMPTY: Partial<Navigation> = {
  title: '',
  href: '',
  color: '',
  target: '_self',
  sort: 0,
  enable: true,
  parent_id: 0,
  description: '',
}

/** Parent choices: every entry except the one being edited and its descendants. */
function parentOptions(tree: NavigationRow[], excludeId?: number): TreeOption[] {
  return tree
    .filter((row) => row.id !== excludeId)
    .map((row) => ({
      label: row.title,
      value: row.id,
      key: String(row.id),
      children: row.children ? parentOptions(row.children, excludeId) : undefined,
    }))
}

const HREF_PATTERN = /^(\/(?!\/)|https?:\/\/)/i

export default function NavigationAdmin() {
  // The whole tree comes in one answer.
  const { list, editing, setEditing, saving, save, toggle, removeNode } = useEntityAdmin<Navigation>(
    {
      list: apiUrl('navigation.list'),
      create: apiUrl('navigation.create'),
      update: apiUrl('navigation.update'),
      remove: apiUrl('navigation.destroy'),
    },
    'navigation',
    {
      size: false,
      query: () => ({ page: 1, size: 10000 }),
    }
  )

  // Rows come sorted from the API (sort desc); an entry whose parent is gone shows at the top.
  const tree = useMemo(() => buildTree(list.rows, { orphansAtTop: true }), [list.rows])

  const remove = (row: NavigationRow) => removeNode(row, `删除导航「${row.title}」？`, '请先删除该导航下的子导航。')

  const columns = [
    {
      title: '名称',
      dataIndex: 'title',
      width: 200,
      render: (title: string, row: Navigation) => (
        <Space>
          <span className={row.color ? 'ds-site-admin__title--coloured' : undefined} style={row.color ? { color: row.color } : undefined}>
            {title}
          </span>
          {row.fixed && (
            <Tag size="small" color="blue">
              固定
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: '链接',
      dataIndex: 'href',
      render: (href: string) => (
        <Typography.Text copyable={{ content: href }} className="ds-site-admin__href">
          {href}
        </Typography.Text>
      ),
    },
    {
      title: '打开方式',
      dataIndex: 'target',
      width: 100,
      render: (target: string) => (target === '_blank' ? '新窗口' : '当前窗口'),
    },
    {
      title: '颜色',
      dataIndex: 'color',
      width: 100,
      render: (color: string) =>
        color ? (
          <Space spacing={4}>
            <span className="ds-site-admin__swatch" style={{ background: color }} />
            {color}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: '排序', dataIndex: 'sort', width: 80 },
    enableColumn<Navigation>({ name: (row) => row.title, onChange: toggle }),
    rowActionsColumn<NavigationRow>({
      width: 230,
      fixed: false,
      actions: (row) => [
        { label: '编辑', onClick: () => setEditing(row) },
        { label: '添加子导航', onClick: () => setEditing({ ...EMPTY, parent_id: row.id }) },
        row.fixed
          ? { label: '删除', type: 'danger', disabled: true, tooltip: '固定导航不能删除' }
          : { label: '删除', type: 'danger', onClick: () => remove(row) },
      ],
    }),
  ]

  const isFixed = Boolean(editing?.fixed)

  return (
    <AdminListPage<NavigationRow>
      title="导航管理"
      description="网站顶部的导航栏；子导航显示在上级导航的下拉菜单里，固定导航不能删除"
      create={{ label: '新增导航', onClick: () => setEditing({ ...EMPTY }) }}
      list={list}
      rows={tree}
      expandAll
      columns={columns}
      scrollX={980}
      empty={{ title: '还没有导航', description: '点击“新增导航”添加网站顶部的第一个导航' }}
      modals={
        <EntityFormModal
          title={editing?.id ? '编辑导航' : '新增导航'}
          editing={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => save({ ...values, parent_id: values.parent_id ?? 0, color: values.color ?? '' })}
        >
          {({ formState, formApi }) => (
            <>
              <Form.Input field="title" label="名称" rules={[{ required: true, message: '请输入名称' }]} maxLength={64} />
              <Form.Input
                field="href"
                label="链接地址"
                placeholder="/tool 或 https://www.example.com"
                disabled={isFixed}
                extraText={isFixed ? '固定导航不能修改链接地址' : '站内页面以 / 开头，站外网址以 http:// 或 https:// 开头'}
                rules={[
                  { required: true, message: '请输入链接地址' },
                  { pattern: HREF_PATTERN, message: '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址' },
                ]}
              />
              <Form.TreeSelect
                field="parent_id"
                label="上级导航"
                disabled={isFixed}
                className="ds-full-width"
                expandAll
                treeData={[{ label: '无（顶级导航）', value: 0, key: '0' }, ...parentOptions(tree, editing?.id)]}
              />
              <Form.Input
                field="color"
                label="颜色"
                placeholder="#RRGGBB，留空使用默认颜色"
                showClear
                prefix={
                  <input
                    type="color"
                    aria-label="选择颜色"
                    value={/^#[0-9a-f]{6}$/i.test(formState.values?.color ?? '') ? formState.values?.color : '#000000'}
                    onChange={(event) => formApi.setValue('color', event.target.value)}
                    className="ds-site-admin__color-input"
                  />
                }
                rules={[{ pattern: /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8})?$/i, message: '颜色必须是 #RRGGBB 格式' }]}
              />
              <Form.RadioGroup field="target" label="打开方式">
                <Form.Radio value="_self">当前窗口</Form.Radio>
                <Form.Radio value="_blank">新窗口</Form.Radio>
              </Form.RadioGroup>
              <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" className="ds-sort-field" />
              <Form.Switch field="enable" label="启用" />
              <Form.TextArea field="description" label="描述" maxCount={255} autosize={{ minRows: 2, maxRows: 4 }} />
            </>
          )}
        </EntityFormModal>
      }
    />
  )
}
