import { Button, Form, Typography } from '@douyinfe/semi-ui-19'
import { IconPlus } from '@douyinfe/semi-icons'
import { AdminListPage, ListEnableSelect, ListSearch, type EnableFilter } from '~/components/admin/admin_list_page'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { apiUrl } from '~/lib/api_url'
import '../../components/site_admin.css'
import { enableColumn } from '~/components/admin/enable_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { batchButtons } from '~/components/admin/batch_buttons'

interface Friendlink {
  id: number
  title: string
  link: string
  description: string
  sort: number
  enable: boolean
}

const EMPTY: Partial<Friendlink> = { title: '', link: '', description: '', sort: 0, enable: true }

export default function FriendlinkAdmin() {
  const { list, editing, setEditing, saving, save, toggle, deleteActions } = useEntityAdmin<
    Friendlink,
    { wd: string; enable: EnableFilter }
  >(
    {
      list: apiUrl('friendlink.list'),
      create: apiUrl('friendlink.create'),
      update: apiUrl('friendlink.update'),
      remove: apiUrl('friendlink.destroy'),
    },
    'friendlink',
    {
      filters: { wd: '', enable: 'all' },
      text: ['wd'],
      query: (filters) => ({ wd: filters.wd, enable: filters.enable === 'all' ? undefined : filters.enable }),
    }
  )
  const deleting = deleteActions({ noun: '友情链接', unit: '个', name: (row) => row.title })

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: '名称', dataIndex: 'title', width: 180 },
    {
      title: '链接',
      dataIndex: 'link',
      render: (link: string) => (
        <Typography.Text
          link={{ href: link, target: '_blank', rel: 'noopener noreferrer' }}
          ellipsis={{ showTooltip: true }}
          className="ds-site-admin__link"
        >
          {link}
        </Typography.Text>
      ),
    },
    { title: '描述', dataIndex: 'description', render: (text: string) => text || '-' },
    { title: '排序', dataIndex: 'sort', width: 80 },
    enableColumn<Friendlink>({ name: (row) => row.title, onChange: toggle }),
    rowActionsColumn<Friendlink>({
      width: 140,
      actions: (row) => [{ label: '编辑', onClick: () => setEditing(row) }, deleting.row(row)],
    }),
  ]

  return (
    <AdminListPage<Friendlink>
      title="友情链接"
      description={`共 ${list.total} 个友情链接，启用的显示在首页底部`}
      actions={
        <Button type="primary" theme="solid" icon={<IconPlus />} onClick={() => setEditing({ ...EMPTY })}>
          新增友链
        </Button>
      }
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索友情链接" placeholder="搜索名称或链接" />
          <ListEnableSelect list={list} />
        </>
      }
      batch={batchButtons([deleting.batch])}
      unit="个"
      columns={columns}
      scrollX={900}
      empty={{ title: '还没有友情链接', description: '点击“新增友链”添加，启用的友链显示在首页底部', filtered: list.changed }}
      modals={
        <EntityFormModal
          title={editing?.id ? '编辑友情链接' : '新增友情链接'}
          editing={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={save}
        >
          <Form.Input field="title" label="名称" rules={[{ required: true, message: '请输入名称' }]} maxLength={64} />
          <Form.Input
            field="link"
            label="链接地址"
            placeholder="https://www.example.com"
            rules={[
              { required: true, message: '请输入链接地址' },
              { pattern: /^https?:\/\//i, message: '链接地址必须是 http:// 或 https:// 开头的网址' },
            ]}
          />
          <Form.TextArea field="description" label="描述" maxCount={255} autosize={{ minRows: 2, maxRows: 4 }} />
          <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" className="ds-sort-field" />
          <Form.Switch field="enable" label="启用" />
        </EntityFormModal>
      }
    />
  )
}
