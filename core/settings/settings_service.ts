import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { ApiError } from '#core/kernel/http/api_error'
import { sanitizeStaffHtml, sanitizeStaffHtmlForPage } from '#core/kernel/html/sanitize_html'
import Setting from './models/setting.js'
import { labelledMessages } from './validators/labelled_messages.js'
import { DEFAULT_CREDIT_NAME, withCreditName } from './credit_name.js'
import { SECRET_MASK, wordsOf, type SettingField, type SettingValue, type SettingsGroup } from './define_settings.js'

type GroupValues = Record<string, SettingValue>

const CACHE_MS = 2000

function fieldSchema(field: SettingField) {
  switch (field.input) {
    case 'number': {
      let schema = vine.number()
      if (field.integer) schema = schema.withoutDecimals()
      if (field.min !== undefined) schema = schema.min(field.min)
      if (field.max !== undefined) schema = schema.max(field.max)
      return schema
    }
    case 'switch':
      return vine.boolean()
    case 'select':
      return vine.enum((field.options ?? []).map((option) => option.value))
    case 'multi-select':
      return vine.array(vine.enum((field.options ?? []).map((option) => option.value)))
    default:
      return vine
        .string()
        .trim()
        .maxLength(field.maxLength ?? 20000)
  }
}

const TEXT_INPUTS = new Set(['text', 'textarea', 'image', 'password', 'html'])

/**
 * An emptied input: text fields store '', a multi-select stores [], and a number, switch or
 * select must be given a value (vine would otherwise skip a null, or read '' as 0).
 */
function emptyToValue(field: SettingField, value: unknown) {
  if (value !== null && value !== undefined && value !== '') return value
  if (TEXT_INPUTS.has(field.input)) return ''
  if (field.input === 'multi-select') return []
  throw ApiError.badRequest(`请填写「${field.label}」`)
}

function decode(field: SettingField, raw: string | null): SettingValue {
  if (raw === null) return field.default
  try {
    const value = JSON.parse(raw)
    // Cleaned when saved and again when read, so a row written another way (an import, an
    // older version, the database directly) cannot put script on every page.
    return field.input === 'html' && typeof value === 'string' ? sanitizeStaffHtmlForPage(value) : value
  } catch {
    return field.default
  }
}

/**
 * Settings are declared in code (groups with defaults) and stored as rows; what a caller
 * reads is the stored value over the default. Rows are read whole and cached briefly, and a
 * write on this node drops the cache at once.
 */
export class SettingsService {
  #cache: { at: number; rows: Map<string, Setting> } | null = null
  /**
   * Each group's values decoded from one read of the rows, kept as long as that read is: a
   * page asks for several groups, and every page for all the public ones.
   */
  #decoded = new WeakMap<Map<string, Setting>, Map<string, GroupValues>>()
  #loading: Promise<Map<string, Setting>> | null = null
  /** publicSettings() as these rows and these groups give it: every page and the settings call ask for it. */
  #public = new WeakMap<Map<string, Setting>, { groups: readonly SettingsGroup[]; output: Record<string, GroupValues> }>()
  /** Bumped by forget(): a read begun before a write must not cache what it read. */
  #generation = 0

  groups(): readonly SettingsGroup[] {
    return registry.settingsGroups()
  }

  findGroup(name: string) {
    return this.groups().find((group) => group.name === name)
  }

  async #rows() {
    if (this.#cache && Date.now() - this.#cache.at < CACHE_MS) return this.#cache.rows
    // One read for every request that finds the cache stale at once, not one each.
    if (!this.#loading) {
      const generation = this.#generation
      const loading = Setting.all()
        .then((rows) => {
          const map = new Map(rows.map((row) => [`${row.groupName}.${row.name}`, row]))
          if (generation === this.#generation) this.#cache = { at: Date.now(), rows: map }
          return map
        })
        .finally(() => {
          if (this.#loading === loading) this.#loading = null
        })
      this.#loading = loading
    }
    return this.#loading
  }

  forget() {
    this.#generation += 1
    this.#cache = null
    this.#loading = null
  }

  async group<T extends GroupValues = GroupValues>(name: string): Promise<T> {
    const group = this.findGroup(name)
    if (!group) throw new Error(`Unknown settings group "${name}"`)
    return { ...this.#values(group, await this.#rows()) } as T
  }

  /** A group's values as these rows hold them: callers get a copy, this stays as decoded. */
  #values(group: SettingsGroup, rows: Map<string, Setting>) {
    let decoded = this.#decoded.get(rows)
    if (!decoded) this.#decoded.set(rows, (decoded = new Map()))
    let values = decoded.get(group.name)
    if (!values) {
      values = {}
      for (const field of group.fields) {
        values[field.name] = decode(field, rows.get(`${group.name}.${field.name}`)?.value ?? null)
      }
      decoded.set(group.name, values)
    }
    return values
  }

  async get<T extends SettingValue>(groupName: string, name: string): Promise<T> {
    const group = this.findGroup(groupName)
    if (!group) throw new Error(`Unknown settings group "${groupName}"`)
    return this.#values(group, await this.#rows())[name] as T
  }

  /** The subset the public site may see, grouped by group name. Never a secret. Shared: read it, do not change it. */
  async publicSettings(): Promise<Readonly<Record<string, Readonly<GroupValues>>>> {
    const rows = await this.#rows()
    const groups = this.groups()
    const known = this.#public.get(rows)
    if (known && known.groups === groups) return known.output
    const output: Record<string, GroupValues> = {}
    for (const group of groups) {
      const values = this.#values(group, rows)
      const visible = group.fields.filter((field) => field.public && !field.secret)
      if (!visible.length) continue
      output[group.name] = Object.fromEntries(
        visible.map((field) => [field.name, field.publicList ? wordsOf(values[field.name]) : values[field.name]])
      )
    }
    this.#public.set(rows, { groups, output })
    return output
  }

  /** Ensures each declared field has a row, so every setting has a stable id. */
  async sync() {
    const existing = await this.#rows()
    const missing = this.groups().flatMap((group) =>
      group.fields
        .filter((field) => !existing.has(`${group.name}.${field.name}`))
        .map((field) => ({ groupName: group.name, name: field.name, value: null }))
    )
    if (missing.length) await Setting.createMany(missing)
    this.forget()
  }

  /**
   * Checks values of one group against its declared fields and returns the values to
   * store. Unknown names are refused, and a secret sent back as ****** keeps its stored value.
   */
  async validate(groupName: string, input: Record<string, unknown>) {
    const group = this.findGroup(groupName)
    if (!group) throw ApiError.badRequest(`配置分组不存在：${groupName}`)
    const fields = new Map(group.fields.map((field) => [field.name, field]))
    const values: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(input)) {
      const field = fields.get(name)
      if (!field) throw ApiError.badRequest(`配置项不存在：${groupName}.${name}`)
      if (field.secret && value === SECRET_MASK) continue
      values[name] = emptyToValue(field, value)
    }
    const schema = vine.object(Object.fromEntries([...fields.values()].map((field) => [field.name, fieldSchema(field).optional()])))
    const credit = String((await this.get('system', 'credit_name')) || DEFAULT_CREDIT_NAME)
    const labels = Object.fromEntries(group.fields.map((field) => [field.name, `「${withCreditName(field.label, credit)}」`]))
    const [error, valid] = await vine.create(schema).tryValidate(values, { messagesProvider: labelledMessages(labels) })
    if (error) {
      const first = (error as any).messages?.[0]
      throw ApiError.badRequest(first?.message ?? '配置值无效')
    }
    return Object.fromEntries(
      Object.entries(valid as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, fields.get(name)!.input === 'html' ? sanitizeStaffHtml(String(value)) : value])
    )
  }

  /**
   * Validates and stores values of several groups at once: nothing is written unless every
   * value of every group is valid.
   */
  async updateMany(changes: Record<string, Record<string, unknown>>) {
    const validated: [string, Record<string, unknown>][] = []
    for (const [groupName, input] of Object.entries(changes)) {
      validated.push([groupName, await this.validate(groupName, input)])
    }
    await db.transaction(async (trx) => {
      for (const [groupName, values] of validated) {
        for (const [name, value] of Object.entries(values)) {
          const row = await Setting.query({ client: trx }).where('groupName', groupName).where('name', name).first()
          if (row) {
            row.value = JSON.stringify(value)
            await row.useTransaction(trx).save()
          } else {
            await Setting.create({ groupName, name, value: JSON.stringify(value) }, { client: trx })
          }
        }
      }
    })
    this.forget()
  }

  /** Validates and stores values of one group; returns the group's values after the write. */
  async update(groupName: string, input: Record<string, unknown>) {
    await this.updateMany({ [groupName]: input })
    return this.group(groupName)
  }
}

const settings = new SettingsService()
export default settings
