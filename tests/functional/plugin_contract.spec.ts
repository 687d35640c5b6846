import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Qs, Router } from '@adonisjs/core/http'
import type { AdminMenuEntry, PluginManifest } from '#core/kernel/define_plugin'
import registry, { CONFIG_PERMISSION, orderByDependencies } from '#core/kernel/plugin_registry'
import { manifestsOnDisk, type ManifestOnDisk } from '#core/kernel/load_plugins'
import { APP_ROOT, CORE_MODULES } from '#core/kernel/plugin_folders'
import { guardedRoutes } from '#core/access/permission_sync'
import { SettingsService, type SettingsGroup } from '#core/settings/contracts'

/**
 * Checks every manifest in the repository, enabled or not (core/<id>/module.ts and
 * plugins/<id>/plugin.ts), against the plugin contract of docs/plugins.md. Each test
 * collects every violation, so one run lists all that is wrong.
 */
let onDisk: ManifestOnDisk[] = []
const manifests = () => onDisk.map((entry) => entry.manifest)

function assertNone(assert: { deepEqual(actual: unknown, expected: unknown, message?: string): void }, problems: string[]) {
  assert.deepEqual(problems, [], `\n  - ${problems.join('\n  - ')}\n`)
}

/** Menu entries as the admin sees them: declared ones plus one config page per settings group. */
function menuEntries(): (AdminMenuEntry & { owner: string })[] {
  return onDisk.flatMap(({ manifest }) => [
    ...(manifest.adminMenu ?? []).map((entry) => ({ ...entry, owner: manifest.id })),
    ...(manifest.settings ?? []).map((group) => ({
      page: group.page ?? `config/${group.name}`,
      title: group.title,
      permission: CONFIG_PERMISSION,
      component: 'settings/admin/config',
      owner: manifest.id,
    })),
  ])
}

function declaredKeys() {
  return new Map(onDisk.flatMap(({ manifest }) => (manifest.permissions ?? []).map((p) => [p.key, manifest.id])))
}

/** Route keys of plugins that are not enabled here: their routes go to a router of their own. */
async function guardedKeysOfDisabledPlugins(): Promise<{ key: string; route: string; owner: string }[]> {
  const found: { key: string; route: string; owner: string }[] = []
  for (const { manifest } of onDisk) {
    if (registry.isEnabled(manifest.id) || !manifest.routes) continue
    const encryption = (await app.container.make('encryption')).use()
    const scratch = new Router(app, encryption, new Qs(app.config.get('app.http.qs', {})))
    const { default: mount } = await manifest.routes()
    await mount(scratch)
    scratch.commit()
    for (const route of Object.values(scratch.toJSON()).flat()) {
      const entries = [...(route.middleware as any).all()] as { name?: string; args?: { key?: string } }[]
      const key = entries.find((entry) => entry.name === 'permission')?.args?.key
      if (key) found.push({ key, route: `${route.methods.join(',')} ${route.pattern}`, owner: manifest.id })
    }
  }
  return found
}

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** Where the files name a component of a plugin, as the pattern made for each plugin id finds it. */
function namedPluginComponents(files: string[], patternFor: (id: string) => string) {
  const pluginIds = onDisk.filter(({ kind }) => kind === 'plugin').map(({ folder }) => folder)
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    return pluginIds
      .filter((id) => new RegExp(patternFor(id)).test(source))
      .map((id) => `${relative(APP_ROOT, file)} names a component of "${id}"`)
  })
}

const IMPORT_PATTERN = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

/** 'hello' and 'contracts' for '#plugins/hello/contracts' or '../../hello/contracts.js' seen from plugins/x/... */
function importedPlugin(file: string, specifier: string) {
  let target: string | undefined
  if (specifier.startsWith('#plugins/')) target = join(APP_ROOT, 'plugins', specifier.slice('#plugins/'.length))
  else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier)
  if (!target) return undefined
  const path = relative(join(APP_ROOT, 'plugins'), target)
  if (path.startsWith('..')) return undefined
  const [plugin, ...rest] = path.split('/')
  return { plugin, path: rest.join('/').replace(/\.(js|ts|tsx)$/, '') }
}

/** A plugin's tests may use another plugin's testing.ts (its fixtures); its code may not. */
function isTestFile(file: string) {
  return relative(APP_ROOT, file).split('/').includes('tests')
}

test.group('Plugin contract', (group) => {
  group.setup(async () => {
    onDisk = await manifestsOnDisk()
  })

  test('every manifest has an id equal to its folder name, unique, and every core module is loaded', ({ assert }) => {
    const problems: string[] = []
    const seen = new Set<string>()
    for (const { folder, file, manifest } of onDisk) {
      if (manifest.id !== folder) problems.push(`${file} declares id "${manifest.id}", not "${folder}"`)
      if (seen.has(manifest.id)) problems.push(`id "${manifest.id}" is used twice`)
      seen.add(manifest.id)
      if (!manifest.title) problems.push(`${file} has no title`)
    }
    for (const { kind, folder } of onDisk) {
      if (kind === 'core' && !CORE_MODULES.includes(folder)) {
        problems.push(`core/${folder}/module.ts is not listed in CORE_MODULES (core/kernel/plugin_folders.ts)`)
      }
    }
    assertNone(assert, problems)
  })

  test('permission keys are unique and prefixed with the owner id', ({ assert }) => {
    const problems: string[] = []
    const owners = new Map<string, string>()
    for (const manifest of manifests()) {
      for (const permission of manifest.permissions ?? []) {
        if (!permission.key.startsWith(`${manifest.id}.`)) {
          problems.push(`${manifest.id}: permission "${permission.key}" must start with "${manifest.id}."`)
        }
        const owner = owners.get(permission.key)
        if (owner) problems.push(`permission "${permission.key}" is declared by "${owner}" and "${manifest.id}"`)
        owners.set(permission.key, manifest.id)
        if (!permission.title || !permission.group) problems.push(`${manifest.id}: "${permission.key}" needs a title and a group`)
      }
    }
    assertNone(assert, problems)
  })

  test('admin menu entries have existing page components, unique pages and known permissions', ({ assert }) => {
    const problems: string[] = []
    const keys = declaredKeys()
    const pages = new Map<string, string>()
    for (const entry of menuEntries()) {
      const [owner, area, ...rest] = entry.component.split('/')
      const file = `${area}/${rest.join('/')}.tsx`
      const candidates = [`core/${owner}/ui/pages/${file}`, `plugins/${owner}/ui/pages/${file}`]
      if (area !== 'admin' || !rest.length || !candidates.some((path) => existsSync(join(APP_ROOT, path)))) {
        problems.push(`${entry.owner}: menu "${entry.page}" renders "${entry.component}", but ${candidates.join(' / ')} does not exist`)
      }
      const other = pages.get(entry.page)
      if (other) problems.push(`menu page "${entry.page}" is declared by "${other}" and "${entry.owner}"`)
      pages.set(entry.page, entry.owner)
      if (entry.permission !== 'public' && !keys.has(entry.permission)) {
        problems.push(`${entry.owner}: menu "${entry.page}" needs permission "${entry.permission}", which no manifest declares`)
      }
    }
    assertNone(assert, problems)
  })

  test('settings groups have unique names and defaults that pass their own validation', async ({ assert }) => {
    const problems: string[] = []
    const groups: SettingsGroup[] = manifests().flatMap((manifest) => manifest.settings ?? [])
    const names = new Set<string>()
    for (const settingsGroup of groups) {
      if (names.has(settingsGroup.name)) problems.push(`settings group "${settingsGroup.name}" is declared twice`)
      names.add(settingsGroup.name)
    }
    // The settings service's own rules, over every group on disk (enabled or not); validate writes nothing.
    const service = new (class extends SettingsService {
      groups() {
        return groups
      }
    })()
    for (const settingsGroup of groups) {
      const defaults = Object.fromEntries(settingsGroup.fields.map((field) => [field.name, field.default]))
      try {
        await service.validate(settingsGroup.name, defaults)
      } catch (error) {
        problems.push(`settings group "${settingsGroup.name}": a default fails validation: ${(error as Error).message}`)
      }
    }
    assertNone(assert, problems)
  })

  test('dependsOn and enhances name existing plugins and have no cycle', ({ assert }) => {
    const ids = new Set(manifests().map((manifest) => manifest.id))
    const problems = manifests().flatMap((manifest) =>
      [...(manifest.dependsOn ?? []), ...(manifest.enhances ?? [])]
        .filter((dependency) => !ids.has(dependency))
        .map((dependency) => `${manifest.id} depends on or enhances "${dependency}", which exists nowhere`)
    )
    assertNone(assert, problems)
    assert.doesNotThrow(() => orderByDependencies(manifests()))
  })

  test('jobs and schedules are unique, prefixed with the owner id, and schedules enqueue known jobs', ({ assert }) => {
    const problems: string[] = []
    const jobOwners = new Map<string, string>()
    const schedules = new Set<string>()
    const byId = new Map(manifests().map((manifest) => [manifest.id, manifest]))
    for (const manifest of manifests()) {
      for (const job of manifest.jobs ?? []) {
        if (!job.name.startsWith(`${manifest.id}.`)) problems.push(`${manifest.id}: job "${job.name}" must start with "${manifest.id}."`)
        if (jobOwners.has(job.name)) problems.push(`job "${job.name}" is declared twice`)
        jobOwners.set(job.name, manifest.id)
      }
    }
    const reachable = (manifest: PluginManifest) => new Set([manifest.id, ...(manifest.dependsOn ?? [])])
    for (const manifest of manifests()) {
      for (const schedule of manifest.schedules ?? []) {
        if (!schedule.name.startsWith(`${manifest.id}.`)) {
          problems.push(`${manifest.id}: schedule "${schedule.name}" must start with "${manifest.id}."`)
        }
        if (schedules.has(schedule.name)) problems.push(`schedule "${schedule.name}" is declared twice`)
        schedules.add(schedule.name)
        const owner = jobOwners.get(schedule.job)
        if (!owner || !reachable(byId.get(manifest.id)!).has(owner)) {
          problems.push(`${manifest.id}: schedule "${schedule.name}" enqueues "${schedule.job}", not a job of it or of its dependencies`)
        }
        if (!(schedule.everyMs >= 1000)) problems.push(`${manifest.id}: schedule "${schedule.name}" runs more than once a second`)
      }
    }
    assertNone(assert, problems)
  })

  test('guarded routes use declared keys and every declared key guards a route or opens a menu entry', async ({ assert }) => {
    const problems: string[] = []
    const keys = declaredKeys()
    const routes = [
      ...guardedRoutes().map((route) => ({ key: route.key, route: `${route.method} ${route.path}` })),
      ...(await guardedKeysOfDisabledPlugins()),
    ]
    for (const { key, route } of routes) {
      if (!keys.has(key)) problems.push(`${route} is guarded by "${key}", which no manifest declares`)
    }
    const used = new Set([...routes.map((route) => route.key), ...menuEntries().map((entry) => entry.permission)])
    for (const [key, owner] of keys) {
      if (!used.has(key)) problems.push(`${owner}: permission "${key}" guards no route and opens no menu entry`)
    }
    assertNone(assert, problems)
  })

  test('a plugin imports another plugin only through the contracts of a dependency, and core never imports plugins', ({ assert }) => {
    const problems: string[] = []
    const byId = new Map(manifests().map((manifest) => [manifest.id, manifest]))
    for (const { kind, folder } of onDisk) {
      const root = join(APP_ROOT, kind === 'core' ? 'core' : 'plugins', folder)
      const dependsOn = new Set([...(byId.get(folder)?.dependsOn ?? []), ...(byId.get(folder)?.enhances ?? [])])
      for (const file of sourceFiles(root)) {
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN)) {
          const target = importedPlugin(file, specifier)
          if (!target || target.plugin === folder) continue
          const where = `${relative(APP_ROOT, file)} imports "${specifier}"`
          if (kind === 'core') problems.push(`${where}: core must not depend on a plugin`)
          else if (!dependsOn.has(target.plugin)) {
            problems.push(`${where}, but "${folder}" lists "${target.plugin}" neither in dependsOn nor in enhances`)
          } else if (target.path !== 'contracts' && !(target.path === 'testing' && isTestFile(file))) {
            problems.push(`${where}: only plugins/${target.plugin}/contracts.ts (and testing.ts, from tests) may be imported`)
          }
        }
      }
    }
    assertNone(assert, problems)
  })

  test("the site's layouts and its header and drawer name no plugin's component: plugins fill the layout's slots", ({ assert }) => {
    const files = [
      ...sourceFiles(join(APP_ROOT, 'resources', 'layouts')),
      ...sourceFiles(join(APP_ROOT, 'resources', 'components', 'site')),
    ]
    assertNone(
      assert,
      namedPluginComponents(files, (id) => `['"\`]${id}\\.\\w`)
    )
  })

  test("core's pages render no plugin's component by name: plugins fill the pages' regions", ({ assert }) => {
    const files = onDisk.filter(({ kind }) => kind === 'core').flatMap(({ folder }) => sourceFiles(join(APP_ROOT, 'core', folder, 'ui')))
    assertNone(
      assert,
      namedPluginComponents(
        files,
        (id) => `(?:name=\\{?|useSiteComponent(?:<[^>]*>)?\\(|contributedComponent(?:<[^>]*>)?\\()['"\`]${id}\\.\\w`
      )
    )
  })
})
