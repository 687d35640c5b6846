import { useRef, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Card, Form, Toast, Typography } from '@douyinfe/semi-ui-19'
import type { FormApi } from '@douyinfe/semi-ui-19/lib/es/form'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { contributedComponent } from '~/lib/ui_contributions'
import { IconCopy } from '@douyinfe/semi-icons'
import { ConfigImageField } from '../../components/config_image_field'
import './config.css'

type Input = 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'multi-select' | 'image' | 'password' | 'html'

interface ConfigField {
  name: string
  label: string
  input: Input
  help: string
  placeholder: string
  options: { value: string; label: string }[]
  min: number | null
  max: number | null
  max_length: number | null
  secret: boolean
  default: any
  /** A value to copy shown under the field (the exact callback URL of a login provider). */
  note: { label: string; value: string } | null
}

interface Props {
  /** panel: a component another module contributes under the form (the test mail of 邮箱配置). */
  group: { name: string; title: string; panel: string | null }
  fields: ConfigField[]
  values: Record<string, any>
  /** Whether this admin may upload an image setting (POST /api/v1/upload/config). */
  can_upload: boolean
}

const SECRET_MASK = '******'

/** An empty input holds undefined in the form state; it equals an empty default. */
function sameValue(value: unknown, fallback: unknown) {
  const empty = Array.isArray(fallback) ? [] : typeof fallback === 'string' ? '' : null
  return JSON.stringify(value ?? empty) === JSON.stringify(fallback ?? empty)
}

/** A cleared input is undefined in the form state: send it as empty, not leave it out. */
function submittedValue(field: ConfigField, value: unknown) {
  if (value !== undefined && value !== null) return value
  if (field.input === 'multi-select') return []
  if (field.input === 'number') return null
  return ''
}

function FieldExtra({ field, value, onReset }: { field: ConfigField; value: unknown; onReset: () => void }) {
  // An image with no default is reset by its own 移除 button.
  const canReset = !field.secret && !(field.input === 'image' && !field.default) && !sameValue(value, field.default)
  if (!field.help && !canReset && !field.note) return null
  return (
    <span className="ds-config-extra">
      {field.help}
      {field.note && (
        <span className="ds-config-note" data-testid={`note-${field.name}`}>
          {field.note.label}：
          <Typography.Text
            code
            copyable={{
              content: field.note.value,
              icon: <IconCopy aria-label={`复制${field.note.label}`} className="ds-config-note__copy" />,
            }}
          >
            {field.note.value}
          </Typography.Text>
        </span>
      )}
      {canReset && (
        <Button
          theme="borderless"
          size="small"
          onClick={onReset}
          className={`ds-config-reset${field.help ? ' ds-config-reset--after-help' : ''}`}
        >
          恢复默认
        </Button>
      )}
    </span>
  )
}

function renderField(field: ConfigField, value: unknown, formApi: FormApi | null, canUpload: boolean) {
  const reset = () => formApi?.setValue(field.name, field.default)
  const common = {
    field: field.name,
    label: field.label,
    placeholder: field.placeholder || undefined,
    extraText: <FieldExtra field={field} value={value} onReset={reset} />,
  }
  switch (field.input) {
    case 'number':
      return <Form.InputNumber {...common} min={field.min ?? undefined} max={field.max ?? undefined} className="ds-config-number" />
    case 'switch':
      return <Form.Switch {...common} />
    case 'select':
      return <Form.Select {...common} optionList={field.options} className="ds-config-select" />
    case 'multi-select':
      return <Form.Select {...common} multiple optionList={field.options} className="ds-config-multi-select" />
    case 'password':
      return <Form.Input {...common} mode="password" autoComplete="new-password" />
    case 'textarea':
      return <Form.TextArea {...common} autosize={{ minRows: 3, maxRows: 10 }} maxCount={field.max_length ?? undefined} />
    case 'html':
      return <Form.TextArea {...common} autosize={{ minRows: 4, maxRows: 16 }} className="ds-config-html" />
    case 'image':
      return (
        <ConfigImageField field={common.field} label={common.label} extraText={common.extraText} name={field.label} canUpload={canUpload} />
      )
    default:
      return <Form.Input {...common} maxLength={field.max_length ?? undefined} />
  }
}

/**
 * The generic admin form of one settings group: every declared field rendered by its input
 * type, saved through PUT /api/v1/config.
 */
export default function ConfigPage({ group, fields, values, can_upload: canUpload }: Props) {
  const formApi = useRef<FormApi | null>(null)
  const [saving, setSaving] = useState(false)
  const Panel = contributedComponent(group.panel)

  const save = async (submitted: Record<string, any>) => {
    setSaving(true)
    try {
      const sent = Object.fromEntries(fields.map((field) => [field.name, submittedValue(field, submitted[field.name])]))
      await api.put(apiUrl('config.update'), { category: group.name, values: sent })
      for (const field of fields) {
        if (field.secret && sent[field.name]) formApi.current?.setValue(field.name, SECRET_MASK)
      }
      Toast.success('保存成功')
    } catch (error: any) {
      Toast.error(error?.message ?? '保存失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="ds-admin-page ds-config-page">
      <Head title={`${group.title} - 管理后台`} />
      <Card
        title={
          <Typography.Title heading={5} className="ds-config-title">
            {group.title}
          </Typography.Title>
        }
        bordered={false}
      >
        <Form
          key={group.name}
          initValues={values}
          labelPosition="top"
          getFormApi={(instance) => (formApi.current = instance)}
          onSubmit={save}
          className="ds-config-form"
        >
          {({ formState }) => (
            <>
              {fields.map((field) => (
                <div key={field.name} data-field={field.name}>
                  {renderField(field, formState.values?.[field.name], formApi.current, canUpload)}
                </div>
              ))}
              <Button type="primary" theme="solid" htmlType="submit" loading={saving} className="ds-config-save">
                保存
              </Button>
            </>
          )}
        </Form>
      </Card>
      {Panel && <Panel group={group.name} />}
    </div>
  )
}
