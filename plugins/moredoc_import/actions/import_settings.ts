import db from '@adonisjs/lucid/services/db'
import { settings, type SettingField } from '#core/settings/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { remember } from '../services/import_map.js'

/** MOREDOC keeps every value as text; a multi-select is a comma list there. */
function valueFor(field: SettingField, text: string): unknown {
  if (field.input === 'multi-select') {
    return text
      .split(/[,，\n]/)
      .map((part) => part.trim())
      .filter(Boolean)
  }
  return text
}

function reasonOf(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Settings MOREDOC and this site both have (same group and name, e.g. system.sitename,
 * security.enable_register): each value is validated like an administrator's and stored on
 * its own, so one refused value leaves the others in. Images (logo, favicon …) are files in
 * MOREDOC's uploads and are not copied.
 */
export function importSettings(context: ImportContext) {
  return importEachRow(context, {
    kind: 'setting',
    label: '配置',
    table: 'config',
    copy: async (row) => {
      const key = `${row.category}.${row.name}`
      const field = settings.findGroup(String(row.category))?.fields.find((candidate) => candidate.name === row.name)
      if (!field) return { skipped: `本站没有对应的配置项 ${key}` }
      if (field.input === 'image') return { skipped: `${key} 是图片，未迁移：请在后台重新上传` }
      try {
        await settings.update(String(row.category), { [field.name]: valueFor(field, String(row.value ?? '')) })
      } catch (error) {
        return { skipped: `${key} 的值未通过本站校验：${reasonOf(error)}` }
      }
      const stored = await db.from('settings').where({ group_name: row.category, name: row.name }).select('id').firstOrFail()
      await db.transaction((trx) => remember('setting', Number(row.id), Number(stored.id), trx))
      return { imported: Number(stored.id) }
    },
  })
}
