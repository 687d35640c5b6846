import { Form, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { apiUrl } from '~/lib/api_url'
import { enableColumn } from '~/components/admin/enable_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { batchButtons } from '~/components/admin/batch_buttons'
import '../../components/admin_documents.css'
import './document_admin_pages.css'

interface Props {
  can: { create: boolean; update: boolean; delete: boolean }
}

interface LanguageRow {
  id: number
  language: string
  code: string
  enable: boolean
  total: number
  sort: number
  created_at: string | null
}

type Editing = Partial<LanguageRow>

const EMPTY: Editing = { language: '', code: '', enable: true, sort: 0 }

export default function DocumentLanguage({ can }: Props) {
  const { list, editing, setEditing, saving, save, remove } = useEntityAdmin<LanguageRow, { wd: string }>(
    {
      list: apiUrl('documents.language.list'),
      create: apiUrl('documents.language.create'),
      update: apiUrl('documents.language.update'),
      remove: apiUrl('documents.language.delete'),
    },
    'language',
    {
      filters: { wd: '' },
      text: ['wd'],
    }
  )
  const { selected } = list

  const setEnabled = (ids: number[], enable: boolean) =>
    list.run(() => api.put(apiUrl('documents.language.status'), { id: ids, enable }), enable ? '已启用' : '已禁用')

  const removeLanguages = (ids: number[], what: string) =>
    remove({ ids, title: '删除语言', content: `删除${what}？还有文档使用的语言不能删除。` })

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '语言',
      dataIndex: 'language',
      width: 180,
      render: (language: string) => <Typography.Text strong>{language}</Typography.Text>,
    },
    { title: '代码', dataIndex: 'code', width: 110, render: (code: string) => <span className="ds-docadmin-code">{code}</span> },
    { title: '文档数', dataIndex: 'total', width: 90 },
    { title: '排序', dataIndex: 'sort', width: 80 },
    enableColumn<LanguageRow>({
      name: (row) => row.language,
      onChange: (row, value) => setEnabled([row.id], value),
      disabled: !can.update,
    }),
    timeColumn<LanguageRow>('创建时间', 'created_at'),
    rowActionsColumn<LanguageRow>({
      width: 150,
      actions: (row) => [
        { label: '编辑', icon: <IconEdit />, onClick: () => setEditing(row), show: can.update },
        {
          type: 'danger',
          icon: <IconDelete />,
          ariaLabel: `删除 ${row.language}`,
          onClick: () => removeLanguages([row.id], `语言「${row.language}」`),
          show: can.delete,
        },
      ],
    }),
  ]

  return (
    <AdminListPage<LanguageRow>
      title="语言管理"
      description="上传和编辑文档时可选的语言；禁用的语言不再出现在前台的选项里。"
      create={can.create ? { label: '新增语言', onClick: () => setEditing({ ...EMPTY }) } : undefined}
      list={list}
      filters={<ListSearch list={list} field="wd" label="搜索语言" placeholder="搜索语言名称或代码" />}
      batch={batchButtons([
        { label: '启用', onClick: () => setEnabled(selected, true), show: can.update },
        { label: '禁用', type: 'warning', onClick: () => setEnabled(selected, false), show: can.update },
        { label: '删除', type: 'danger', onClick: () => removeLanguages(selected, `选中的 ${selected.length} 个语言`), show: can.delete },
      ])}
      columns={columns}
      scrollX={850}
      empty={{ title: '还没有语言', description: can.create ? '点击“新增语言”添加，如 中文（zh）、English（en）' : undefined }}
      modals={
        <EntityFormModal<Editing>
          title={editing?.id ? '编辑语言' : '新增语言'}
          editing={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={(values) =>
            save({ language: values.language, code: values.code, enable: values.enable ?? true, sort: values.sort ?? 0 })
          }
        >
          <Form.Input
            field="language"
            label="语言名称"
            placeholder="如：中文"
            maxLength={64}
            rules={[{ required: true, message: '请输入语言名称' }]}
          />
          <Form.Input
            field="code"
            label="语言代码"
            placeholder="如：zh、en、zh-TW"
            maxLength={16}
            extraText="文档按代码记录语言；修改代码时，已有文档会一起改过来。"
            rules={[
              { required: true, message: '请输入语言代码' },
              { pattern: /^[A-Za-z0-9_-]+$/, message: '语言代码只能包含字母、数字、下划线和短横线，如 zh、en、zh-TW' },
            ]}
          />
          <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" precision={0} className="ds-docadmin-sort" />
          <Form.Switch field="enable" label="启用" />
        </EntityFormModal>
      }
    />
  )
}
