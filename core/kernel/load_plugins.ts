import { existsSync, readdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import type { PluginManifest } from './define_plugin.js'
import { APP_ROOT, CORE_MODULES, pluginFolders } from './plugin_folders.js'

export class PluginNotFoundError extends Error {}

export interface ManifestOnDisk {
  kind: 'core' | 'plugin'
  /** Folder name: core/<folder>/module.ts or plugins/<folder>/plugin.ts. */
  folder: string
  /** The manifest file, relative to the app root, as written in the repository (.ts). */
  file: string
  manifest: PluginManifest
}

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

/** Folders under core/ with a module.ts, whether listed in CORE_MODULES or not. */
export function coreModuleFolders(): string[] {
  const root = join(APP_ROOT, 'core')
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && (existsSync(join(root, entry.name, 'module.ts')) || existsSync(join(root, entry.name, 'module.js')))
    )
    .map((entry) => entry.name)
    .sort()
}

/**
 * Every manifest in the repository, enabled or not: for `docsite plugins list` and the
 * contract test. Importing a manifest mounts nothing; only the host's boot does.
 */
export async function manifestsOnDisk(): Promise<ManifestOnDisk[]> {
  const found: ManifestOnDisk[] = []
  for (const folder of coreModuleFolders()) {
    const file = `core/${folder}/module.ts`
    found.push({ kind: 'core', folder, file, manifest: await importManifest(`core/${folder}/module.js`) })
  }
  for (const folder of pluginFolders()) {
    const file = `plugins/${folder}/plugin.ts`
    found.push({ kind: 'plugin', folder, file, manifest: await importManifest(`plugins/${folder}/plugin.js`) })
  }
  return found
}
