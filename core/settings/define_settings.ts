export type SettingInput = 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'multi-select' | 'image' | 'password' | 'html'

export type SettingValue = string | number | boolean | string[]

export interface SettingField {
  name: string
  label: string
  input: SettingInput
  default: SettingValue
  /** Sent to the public site in GET /api/v1/settings and page props. */
  public?: boolean
  /** Never sent back to any client; read back as ******. */
  secret?: boolean
  placeholder?: string
  help?: string
  options?: { value: string; label: string }[]
  min?: number
  max?: number
  /** A number input that takes whole numbers only (credits, counts). */
  integer?: boolean
  /** Maximum length for text inputs. */
  maxLength?: number
  /** A text of words separated by commas, which the public site gets as a list of words. */
  publicList?: boolean
}

/** A publicList field's words: split on ASCII and full-width commas, trimmed, empty ones dropped. */
export function wordsOf(value: SettingValue): string[] {
  const words = Array.isArray(value) ? value : String(value ?? '').split(/[,，]/)
  return words.map((word) => String(word).trim()).filter(Boolean)
}

/** A value shown under a field for the operator to copy, e.g. the exact callback URL to register with a provider. */
export interface FieldNote {
  label: string
  value: string
}

export interface SettingsGroup<Name extends string = string> {
  name: Name
  title: string
  /** Admin page path below /admin (config/<name> unless set). */
  page?: string
  /** Where the page sits in the admin menu (under 系统设置 unless set). */
  menu?: { parent: string; sort: number }
  /** A contributed component ('<owner>.<name>', ui/contributions) drawn under the form, e.g. the test mail of 邮箱配置. */
  panel?: string
  /** Per field name, a value to copy computed when the admin page opens (it may depend on other settings, such as the site's address). */
  fieldNotes?: () => Promise<Record<string, FieldNote>>
  fields: SettingField[]
}

export function defineSettings<Name extends string>(group: SettingsGroup<Name>): SettingsGroup<Name> {
  return group
}

export const SECRET_MASK = '******'

/** The admin page path of a settings group, below /admin (the menu uses the same rule). */
export function configPagePath(group: Pick<SettingsGroup, 'name' | 'page'>) {
  return group.page ?? `config/${group.name}`
}
