import { Form } from '@douyinfe/semi-ui-19'
import type { CategoryChoice } from '~/components/category_path_select'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { ParentCategoryField } from './parent_category_field'

export interface CreateValues {
  parent_path: number[]
  title: string
  sort: number
  enable: boolean
}

/** New categories under one parent: each line of the names box becomes a category. */
export function CategoryCreateModal({
  values,
  options,
  saving,
  onCancel,
  onSubmit,
}: {
  values: CreateValues | null
  options: CategoryChoice[]
  saving: boolean
  onCancel: () => void
  onSubmit: (values: CreateValues) => void
}) {
  return (
    <EntityFormModal title="新增分类" editing={values} saving={saving} onCancel={onCancel} onSubmit={onSubmit}>
      <ParentCategoryField options={options} />
      <Form.TextArea
        field="title"
        label="分类名称"
        placeholder={'一行一个，可一次新增多个分类，如：\n小学\n中学'}
        autosize={{ minRows: 4, maxRows: 10 }}
        extraText="同一上级分类下已存在的名称会被跳过"
        rules={[{ required: true, message: '请输入分类名称' }]}
      />
      <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" className="ds-sort-field" />
      <Form.Switch field="enable" label="启用" />
    </EntityFormModal>
  )
}
