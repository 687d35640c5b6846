import { SECRET_MASK, type SettingField, type SettingValue, type SettingsGroup } from '../define_settings.js'
import type Setting from '../models/setting.js'
import { iso } from '#core/kernel/transformers/iso'
import { withCreditName } from '../credit_name.js'

const WIDE_INPUTS = new Set(['textarea', 'html', 'image', 'multi-select'])

/** A stored value as the config API carries it: always a string. */
export function toWireValue(field: SettingField, value: SettingValue): string {
  if (field.secret) return value === '' || value === null || value === undefined ? '' : SECRET_MASK
  if (Array.isArray(value)) return value.join(',')
  return String(value ?? '')
}

/** A string from the config API back to the type the field declares. */
export function fromWireValue(field: SettingField, value: unknown): unknown {
  if (typeof value !== 'string') return value
  switch (field.input) {
    case 'switch':
      if (['true', '1', 'on'].includes(value)) return true
      if (['false', '0', 'off', ''].includes(value)) return false
      return value
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value
    case 'multi-select': {
      if (value.trim().startsWith('[')) {
        try {
          return JSON.parse(value)
        } catch {
          return value
        }
      }
      return value
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter(Boolean)
    }
    default:
      return value
  }
}

/** One field as the admin page sees it: what to render (the currency by its name), never a secret's value. */
export function fieldJson(field: SettingField, creditName: string) {
  return {
    name: field.name,
    label: withCreditName(field.label, creditName),
    input: field.input,
    help: withCreditName(field.help ?? '', creditName),
    placeholder: field.placeholder ?? '',
    options: field.options ?? [],
    min: field.min ?? null,
    max: field.max ?? null,
    max_length: field.maxLength ?? null,
    secret: Boolean(field.secret),
    default: field.secret ? '' : field.default,
  }
}

/** Values of a group for the admin page, secrets masked when set. */
export function pageValues(group: SettingsGroup, values: Record<string, SettingValue>) {
  return Object.fromEntries(
    group.fields.map((field) => [field.name, field.secret ? toWireValue(field, values[field.name]) : values[field.name]])
  )
}

/** The api-shapes Config record of one field. */
export function configJson(group: SettingsGroup, field: SettingField, sort: number, row: Setting, value: SettingValue, creditName: string) {
  return {
    id: row.id,
    label: withCreditName(field.label, creditName),
    name: field.name,
    value: toWireValue(field, value),
    placeholder: field.placeholder ?? '',
    input_type: field.input,
    category: group.name,
    sort,
    options: (field.options ?? []).map((option) => `${option.value}=${option.label}`).join('\n'),
    col_num: WIDE_INPUTS.has(field.input) ? 24 : 12,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }
}
