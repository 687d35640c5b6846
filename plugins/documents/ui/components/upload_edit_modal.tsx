import { useEffect, useState } from 'react'
import { Modal, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { categoryPathOf } from './upload_category_path'
import type { CategoryChoice, DocumentEditFields, DocumentFieldValues, LanguageChoice } from './upload_types'
import { DocumentFields, documentFieldErrors, type FieldErrors } from './document_fields'
import { apiUrl } from '~/lib/api_url'
import './upload/upload.css'

export interface MyDocument extends DocumentEditFields {
  id: number
}

/** The uploader's edit dialog of one of its documents (PUT /api/v1/document). */
export function UploadEditModal({
  document,
  categories,
  languages,
  onClose,
  onSaved,
}: {
  document: MyDocument | null
  categories: CategoryChoice[]
  languages: LanguageChoice[]
  onClose: () => void
  onSaved: () => void
}) {
  const [draft, setDraft] = useState<DocumentFieldValues | null>(null)
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  useEffect(() => {
    setErrors({})
    setDraft(
      document && {
        title: document.title,
        keywords: document.keywords,
        description: document.description,
        price: document.price,
        language: document.language,
        category: categoryPathOf(categories, document.category_id),
      }
    )
  }, [document, categories])

  const save = async () => {
    if (!document || !draft) return
    const missing = documentFieldErrors(draft)
    if (missing.title || missing.category) return setErrors(missing)
    setSaving(true)
    try {
      await api.put(apiUrl('documents.update'), {
        id: document.id,
        title: draft.title.trim(),
        keywords: draft.keywords.trim(),
        description: draft.description.trim(),
        price: draft.price,
        language: draft.language,
        category_id: draft.category,
      })
      Toast.success('修改成功')
      onSaved()
    } catch (error) {
      Toast.error((error as Error).message || '修改失败')
    } finally {
      setSaving(false)
    }
  }

  const set = (change: Partial<DocumentFieldValues>) => {
    setErrors({})
    setDraft((current) => (current ? { ...current, ...change } : current))
  }

  return (
    <Modal
      title="编辑文档"
      visible={Boolean(document)}
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      width={560}
      className="ds-up-edit-modal"
    >
      {draft && (
        <DocumentFields values={draft} onChange={set} categories={categories} languages={languages} layout="dialog" errors={errors} />
      )}
    </Modal>
  )
}
