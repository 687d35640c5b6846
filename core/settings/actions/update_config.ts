import { ApiError } from '#core/kernel/http/api_error'
import Setting from '../models/setting.js'
import settings from '../settings_service.js'
import { fromWireValue } from '../transformers/config_transformer.js'

interface UpdateConfigInput {
  config?: { id: number; value?: unknown }[]
  category?: string
  values?: Record<string, unknown>
}

/**
 * Saves config values sent either by row id (api-shapes form, values as strings) or by
 * group and name (the admin config page). Every value is converted to its field's type and
 * checked before anything is written.
 */
export async function updateConfig(input: UpdateConfigInput) {
  const changes: Record<string, Record<string, unknown>> = {}
  const add = (groupName: string, name: string, value: unknown) => {
    const field = settings.findGroup(groupName)?.fields.find((item) => item.name === name)
    if (!field) throw ApiError.badRequest(`配置项不存在：${groupName}.${name}`)
    changes[groupName] ??= {}
    changes[groupName][name] = fromWireValue(field, value)
  }

  if (input.config?.length) {
    const ids = input.config.map((item) => item.id)
    const rows = new Map((await Setting.query().whereIn('id', ids)).map((row) => [row.id, row]))
    for (const item of input.config) {
      const row = rows.get(item.id)
      if (!row) throw ApiError.badRequest(`配置项不存在：${item.id}`)
      if (item.value === undefined || item.value === null) continue
      add(row.groupName, row.name, item.value)
    }
  }
  if (input.category !== undefined || input.values !== undefined) {
    if (!input.category || !settings.findGroup(input.category)) {
      throw ApiError.badRequest(`配置分组不存在：${input.category ?? ''}`)
    }
    for (const [name, value] of Object.entries(input.values ?? {})) add(input.category, name, value)
  }
  if (!input.config && input.category === undefined) throw ApiError.badRequest('请提交要保存的配置')

  await settings.updateMany(changes)
}
