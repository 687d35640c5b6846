import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import type { PluginManifest } from './define_plugin.js'
import { APP_ROOT, CORE_MODULES, pluginFolders } from './plugin_folders.js'

export class PluginNotFoundError extends Error {}

async function importManifest(file: string): Promise<PluginManifest> {
  const module = await import(pathToFileURL(join(APP_ROOT, file)).href)
  return module.default as PluginManifest
}

/** Core modules first, then the enabled plugins, each from its own folder. */
export async function loadManifests(enabled: string[]): Promise<PluginManifest[]> {
  const available = new Set(pluginFolders())
  const manifests: PluginManifest[] = []
  for (const id of CORE_MODULES) manifests.push(await importManifest(`core/${id}/module.js`))
  for (const id of enabled) {
    if (!available.has(id)) {
      throw new PluginNotFoundError(`Plugin "${id}" is enabled in config/plugins.ts but plugins/${id}/plugin.ts does not exist`)
    }
    const manifest = await importManifest(`plugins/${id}/plugin.js`)
    if (manifest.id !== id) {
      throw new PluginNotFoundError(`plugins/${id}/plugin.ts declares id "${manifest.id}"; the id must match the folder name`)
    }
    manifests.push(manifest)
  }
  return manifests
}
