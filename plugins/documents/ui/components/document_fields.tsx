import type { ReactNode } from 'react'
import { Input, InputNumber, TextArea } from '@douyinfe/semi-ui-19'
import { NamedSelect } from '~/components/named_select'
import { CategoryPathSelect } from '~/components/category_path_select'
import { PRICE_RANGE, type CategoryChoice, type DocumentFieldValues, type LanguageChoice } from './upload_types'
import './upload/upload.css'

export interface FieldErrors {
  title?: string
  category?: string
}

/** Which fields must be filled in, in the wording the upload form and the edit dialog show. */
export function documentFieldErrors(values: Pick<DocumentFieldValues, 'title' | 'category'>): FieldErrors {
  const errors: FieldErrors = {}
  if (!values.title.trim()) errors.title = '请输入文档标题'
  if (values.category.length === 0) errors.category = '请选择文档分类'
  return errors
}

/** Half-width fields in a file card of the upload list; full rows in the narrower edit dialog. */
const LAYOUTS = {
  card: { title: 'is-wide', category: 'is-wide', price: '', language: '', keywords: 'is-wide', rows: { minRows: 2, maxRows: 5 } },
  dialog: {
    title: 'is-full',
    category: 'is-full',
    price: 'is-wide',
    language: 'is-wide',
    keywords: 'is-full',
    rows: { minRows: 3, maxRows: 6 },
  },
}

/** One labelled field of the form, with what is wrong with it under it. */
function DocumentField({ className, label, error, children }: { className: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label className="ds-up-label">{label}</label>
      {children}
      {error && <div className="ds-up-field-error">{error}</div>}
    </div>
  )
}

/** The title, category, price, language, keywords and summary of one document. */
export function DocumentFields({
  values,
  onChange,
  categories,
  languages,
  layout,
  errors,
  disabled,
}: {
  values: DocumentFieldValues
  onChange: (patch: Partial<DocumentFieldValues>) => void
  categories: CategoryChoice[]
  languages: LanguageChoice[]
  layout: keyof typeof LAYOUTS
  errors?: FieldErrors
  disabled?: boolean
}) {
  const place = LAYOUTS[layout]
  // A reported problem stays shown only while the field still has it: filling it in clears it.
  const remaining = documentFieldErrors(values)
  const shown: FieldErrors = { title: errors?.title && remaining.title, category: errors?.category && remaining.category }
  return (
    <div className={`ds-up-fields${layout === 'dialog' ? ' ds-up-fields--dialog' : ''}`}>
      <DocumentField className={place.title} label="标题" error={shown.title}>
        <Input
          value={values.title}
          maxLength={255}
          disabled={disabled}
          validateStatus={shown.title ? 'error' : 'default'}
          onChange={(title) => onChange({ title })}
          aria-label="标题"
        />
      </DocumentField>
      <DocumentField className={place.category} label="分类" error={shown.category}>
        <CategoryPathSelect
          name="分类"
          className="ds-full-width"
          categories={categories}
          value={values.category}
          disabled={disabled}
          placeholder="请选择文档分类"
          validateStatus={shown.category ? 'error' : 'default'}
          onChange={(category) => onChange({ category })}
        />
      </DocumentField>
      <DocumentField className={place.price} label="价格">
        <InputNumber
          className="ds-full-width"
          {...PRICE_RANGE}
          value={values.price}
          disabled={disabled}
          onChange={(price) => onChange({ price: Number(price) || 0 })}
          aria-label="价格"
        />
      </DocumentField>
      <DocumentField className={place.language} label="语言">
        <NamedSelect
          name="语言"
          className="ds-full-width"
          optionList={languages}
          value={values.language || undefined}
          placeholder="未设置"
          showClear
          disabled={disabled}
          onChange={(language) => onChange({ language: String(language ?? '') })}
        />
      </DocumentField>
      <DocumentField className={place.keywords} label="关键词">
        <Input
          value={values.keywords}
          maxLength={255}
          placeholder={layout === 'card' ? '多个关键词用逗号分隔，留空则从标题中提取' : '多个关键词用逗号分隔'}
          disabled={disabled}
          onChange={(keywords) => onChange({ keywords })}
          aria-label="关键词"
        />
      </DocumentField>
      <DocumentField className="is-full" label="摘要">
        <TextArea
          value={values.description}
          maxCount={512}
          autosize={place.rows}
          placeholder="简单介绍一下这份文档（选填）"
          disabled={disabled}
          onChange={(description) => onChange({ description })}
          aria-label="摘要"
        />
      </DocumentField>
    </div>
  )
}
