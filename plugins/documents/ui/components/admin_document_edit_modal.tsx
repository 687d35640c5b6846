import { Form, Toast } from '@douyinfe/semi-ui-19'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { useState } from 'react'
import { api } from '~/lib/api'
import { useCreditName } from '~/lib/shared_props'
import { categoryTreeData } from './admin_category_tree'
import type { AdminDocumentRow, CategoryOption, Option } from './admin_types'
import { apiUrl } from '~/lib/api_url'
import { PRICE_RANGE, type DocumentEditFields } from './upload_types'

/** Statuses an administrator may set by hand; converting and failed come from the converter. */
const EDITABLE_STATUSES = [0, 2, 4, 6, 7]

/** documents.copy_protection: the site's 复制保护 setting unless staff choose for this document. */
const COPY_PROTECTION_OPTIONS = [
  { value: 0, label: '跟随站点设置' },
  { value: 1, label: '禁止复制（页面文字不能选择）' },
  { value: 2, label: '允许复制' },
]

interface EditValues extends DocumentEditFields {
  status: number
  copy_protection: number
}

/** Edits one document through PUT /api/v1/document (status only for holders of the permission). */
export function AdminDocumentEditModal({
  document,
  categories,
  languages,
  statuses,
  onClose,
  onSaved,
}: {
  document: AdminDocumentRow | null
  categories: CategoryOption[]
  languages: Option<string>[]
  statuses: Option[]
  onClose: () => void
  onSaved: () => void
}) {
  const [saving, setSaving] = useState(false)
  const creditName = useCreditName()
  const editing: EditValues | null = document
    ? {
        title: document.title,
        keywords: document.keywords,
        description: document.description,
        price: document.price,
        language: document.language,
        category_id: document.category_id,
        status: document.status,
        copy_protection: document.copy_protection ?? 0,
      }
    : null
  const statusOptions = statuses
    .filter((status) => EDITABLE_STATUSES.includes(status.value) || status.value === document?.status)
    .map((status) => ({ ...status, disabled: !EDITABLE_STATUSES.includes(status.value) }))

  const submit = async (values: EditValues) => {
    if (!document) return
    setSaving(true)
    try {
      await api.put(apiUrl('documents.update'), {
        id: document.id,
        title: values.title,
        keywords: values.keywords ?? '',
        description: values.description ?? '',
        price: values.price ?? 0,
        language: values.language ?? '',
        category_id: values.category_id ?? [],
        ...(values.status !== document.status ? { status: values.status } : {}),
        copy_protection: values.copy_protection ?? 0,
      })
      Toast.success('修改成功')
      onSaved()
      onClose()
    } catch (error: any) {
      Toast.error(error?.message ?? '修改失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <EntityFormModal<EditValues> title="编辑文档" editing={editing} saving={saving} onCancel={onClose} onSubmit={submit}>
      <Form.Input field="title" label="标题" maxLength={255} rules={[{ required: true, message: '请输入文档标题' }]} />
      <Form.TreeSelect
        field="category_id"
        label="分类"
        multiple
        leafOnly={false}
        treeData={categoryTreeData(categories)}
        placeholder="请选择文档分类"
        className="ds-full-width"
        rules={[{ required: true, type: 'array', min: 1, message: '请选择文档分类' }]}
      />
      <Form.Input field="keywords" label="关键词" maxLength={255} placeholder="多个关键词用逗号分隔" />
      <Form.TextArea field="description" label="描述" maxCount={512} autosize={{ minRows: 2, maxRows: 5 }} />
      <div className="ds-docadmin-form-row">
        <Form.InputNumber field="price" label={`价格（${creditName}）`} {...PRICE_RANGE} className="ds-full-width" />
        <Form.Select field="language" label="语言" optionList={languages} showClear placeholder="未设置" className="ds-full-width" />
      </div>
      <div className="ds-docadmin-form-row">
        <Form.Select field="status" label="状态" optionList={statusOptions} className="ds-full-width" />
        <Form.Select field="copy_protection" label="复制保护" optionList={COPY_PROTECTION_OPTIONS} className="ds-full-width" />
      </div>
    </EntityFormModal>
  )
}
