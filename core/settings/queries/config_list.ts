import Setting from '../models/setting.js'
import settings from '../settings_service.js'
import { configJson } from '../transformers/config_transformer.js'
import { creditName } from '../credit_name.js'

/**
 * Every declared field of the asked groups (all groups when none is asked) with its row id,
 * in declaration order. Rows are made first, so a field declared since the last sync has
 * an id too.
 */
export async function listConfig(categories: string[]) {
  await settings.sync()
  const groups = settings.groups().filter((group) => !categories.length || categories.includes(group.name))
  if (!groups.length) return []
  const rows = await Setting.query().whereIn(
    'groupName',
    groups.map((group) => group.name)
  )
  const byKey = new Map(rows.map((row) => [`${row.groupName}.${row.name}`, row]))
  const name = await creditName()
  const output: ReturnType<typeof configJson>[] = []
  for (const group of groups) {
    const values = await settings.group(group.name)
    group.fields.forEach((field, index) => {
      const row = byKey.get(`${group.name}.${field.name}`)
      if (row) output.push(configJson(group, field, index, row, values[field.name], name))
    })
  }
  return output
}
