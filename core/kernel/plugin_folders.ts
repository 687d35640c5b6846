import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

export const APP_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Core modules are the kernel's own features, always on, built with the plugin contract. */
export const CORE_MODULES = [
  'accounts',
  'access',
  'settings',
  'site',
  'storage',
  'queue',
  'admin',
  'search',
  'seo',
  'plugins_admin',
  'mail',
  'page_cache',
]

export function pluginFolders(): string[] {
  const root = join(APP_ROOT, 'plugins')
  if (!existsSync(root)) return []
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && (existsSync(join(root, entry.name, 'plugin.ts')) || existsSync(join(root, entry.name, 'plugin.js')))
    )
    .map((entry) => entry.name)
    .sort()
}

/**
 * Every plugin's migrations run, enabled or not: disabling a plugin never drops or
 * strands its tables.
 */
export function migrationFolders(): string[] {
  const folders = ['database/migrations', 'core/kernel/database/migrations']
  for (const id of CORE_MODULES) folders.push(`core/${id}/database/migrations`)
  for (const id of pluginFolders()) folders.push(`plugins/${id}/database/migrations`)
  return folders.filter((folder) => existsSync(join(APP_ROOT, folder)))
}
