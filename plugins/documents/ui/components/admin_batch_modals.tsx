import { useState } from 'react'
import { Modal, Select, TreeSelect, Typography } from '@douyinfe/semi-ui-19'
import { categoryTreeData } from './admin_category_tree'
import type { CategoryOption, Option } from './admin_types'
import './admin_documents.css'

/** Picks the categories to file the selected documents under (replacing theirs). */
export function AdminCategoryModal({
  count,
  visible,
  categories,
  onClose,
  onConfirm,
}: {
  count: number
  visible: boolean
  categories: CategoryOption[]
  onClose: () => void
  onConfirm: (categoryIds: number[]) => Promise<void>
}) {
  const [value, setValue] = useState<number[]>([])
  const [saving, setSaving] = useState(false)
  return (
    <Modal
      title="修改分类"
      visible={visible}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: value.length === 0, loading: saving }}
      width="min(480px, calc(100vw - 24px))"
      afterClose={() => setValue([])}
      onOk={async () => {
        setSaving(true)
        await onConfirm(value).finally(() => setSaving(false))
      }}
    >
      <Typography.Paragraph type="tertiary" className="ds-docadmin-batch-hint">
        选中的 {count} 篇文档将归入下面的分类，原有分类会被替换。
      </Typography.Paragraph>
      <TreeSelect
        multiple
        leafOnly={false}
        className="ds-full-width"
        treeData={categoryTreeData(categories)}
        value={value}
        onChange={(next) => setValue(((next as number[]) ?? []).map(Number))}
        placeholder="请选择文档分类"
        aria-label="选择分类"
      />
    </Modal>
  )
}

/** Picks the language to file the selected documents under. */
export function AdminLanguageModal({
  count,
  visible,
  languages,
  onClose,
  onConfirm,
}: {
  count: number
  visible: boolean
  languages: Option<string>[]
  onClose: () => void
  onConfirm: (language: string) => Promise<void>
}) {
  const [value, setValue] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  return (
    <Modal
      title="修改语言"
      visible={visible}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: value === undefined, loading: saving }}
      width="min(480px, calc(100vw - 24px))"
      afterClose={() => setValue(undefined)}
      onOk={async () => {
        setSaving(true)
        await onConfirm(value ?? '').finally(() => setSaving(false))
      }}
    >
      <Typography.Paragraph type="tertiary" className="ds-docadmin-batch-hint">
        选中的 {count} 篇文档将改为下面的语言。
      </Typography.Paragraph>
      {languages.length === 0 ? (
        <Typography.Text type="warning">还没有语言，请先在“语言管理”中添加。</Typography.Text>
      ) : (
        <Select
          className="ds-full-width"
          optionList={[{ value: '', label: '不设置语言' }, ...languages]}
          value={value}
          onChange={(next) => setValue(String(next ?? ''))}
          placeholder="请选择语言"
          aria-label="选择语言"
        />
      )}
    </Modal>
  )
}
