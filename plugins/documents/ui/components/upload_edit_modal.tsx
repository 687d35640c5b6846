import { useEffect, useState } from 'react'
import { Cascader, Input, InputNumber, Modal, Select, TextArea, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { categoryPathOf } from './upload_category_path'
import type { CategoryChoice, LanguageChoice } from './upload_types'

export interface MyDocument {
  id: number
  title: string
  keywords: string
  description: string
  price: number
  language: string
  category_id: number[]
}

interface Draft {
  title: string
  keywords: string
  description: string
  price: number
  language: string
  category: number[]
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
  const [draft, setDraft] = useState<Draft | null>(null)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState('')

  useEffect(() => {
    setProblem('')
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
    if (!draft.title.trim()) return setProblem('请输入文档标题')
    if (draft.category.length === 0) return setProblem('请选择文档分类')
    setSaving(true)
    try {
      await api.put('/api/v1/document', {
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

  const set = (change: Partial<Draft>) => {
    setProblem('')
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
      style={{ maxWidth: 'calc(100vw - 24px)' }}
    >
      {draft && (
        <div className="ds-up-fields" style={{ marginTop: 0 }}>
          <div className="is-full">
            <label className="ds-up-label">标题</label>
            <Input value={draft.title} maxLength={255} onChange={(title) => set({ title })} aria-label="标题" />
          </div>
          <div className="is-full">
            <label className="ds-up-label">分类</label>
            <Cascader
              style={{ width: '100%' }}
              treeData={categories}
              value={draft.category}
              changeOnSelect
              placeholder="请选择文档分类"
              emptyContent="暂无可选分类"
              onChange={(value) => set({ category: ((value as number[] | undefined) ?? []).map(Number) })}
              aria-label="分类"
            />
          </div>
          <div className="is-wide">
            <label className="ds-up-label">价格</label>
            <InputNumber
              style={{ width: '100%' }}
              min={0}
              max={1000000}
              precision={0}
              value={draft.price}
              onChange={(price) => set({ price: Number(price) || 0 })}
              aria-label="价格"
            />
          </div>
          <div className="is-wide">
            <label className="ds-up-label">语言</label>
            <Select
              style={{ width: '100%' }}
              optionList={languages}
              value={draft.language || undefined}
              placeholder="未设置"
              showClear
              onChange={(language) => set({ language: String(language ?? '') })}
              aria-label="语言"
            />
          </div>
          <div className="is-full">
            <label className="ds-up-label">关键词</label>
            <Input
              value={draft.keywords}
              maxLength={255}
              placeholder="多个关键词用逗号分隔"
              onChange={(keywords) => set({ keywords })}
              aria-label="关键词"
            />
          </div>
          <div className="is-full">
            <label className="ds-up-label">摘要</label>
            <TextArea
              value={draft.description}
              maxCount={512}
              autosize={{ minRows: 3, maxRows: 6 }}
              onChange={(description) => set({ description })}
              aria-label="摘要"
            />
          </div>
          {problem && <div className="ds-up-field-error is-full">{problem}</div>}
        </div>
      )}
    </Modal>
  )
}
