import type { Command } from 'commander'
import registry from '#core/kernel/plugin_registry'
import lifecycle from '#core/kernel/plugin_lifecycle'
import { manifestsOnDisk } from '#core/kernel/load_plugins'
import { commandGroup } from '../support/command_group.js'
import { print, printTable } from '../support/output.js'

interface Row {
  id: string
  kind: 'core' | 'plugin'
  title: string
  /** Listed in config/plugins.ts (or DOCSITE_PLUGINS); core modules always are. */
  loaded: boolean
  /** Its install hook ran on this site (core modules: always). */
  installed: boolean
  /** Loaded and switched on here. */
  enabled: boolean
  depends_on: string[]
  /** Mounted routes (they answer 404 while the plugin is disabled); null when not loaded. */
  routes: number | null
  permissions: number
  menu: number
  jobs: number
}

export default function pluginsList(program: Command) {
  commandGroup(program, 'plugins', 'Inspect plugins')
    .command('list')
    .description('List core modules and plugins: loaded, installed, enabled, dependencies, and what each one declares')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }) => {
      const states = new Map((await lifecycle.list()).map((state) => [state.id, state]))
      const rows: Row[] = (await manifestsOnDisk()).map(({ kind, manifest }) => {
        const enabled = registry.isEnabled(manifest.id)
        const state = states.get(manifest.id)
        return {
          id: manifest.id,
          kind,
          title: manifest.title,
          loaded: registry.isLoaded(manifest.id),
          installed: state ? state.installed : true,
          enabled,
          depends_on: manifest.dependsOn ?? [],
          routes: registry.isLoaded(manifest.id) ? registry.routesOf(manifest.id).length : null,
          permissions: manifest.permissions?.length ?? 0,
          menu: manifest.adminMenu?.length ?? 0,
          jobs: manifest.jobs?.length ?? 0,
        }
      })
      if (options.json) return print(JSON.stringify(rows, null, 2))
      printTable(
        ['ID', 'KIND', 'LOADED', 'INSTALLED', 'ENABLED', 'TITLE', 'DEPENDS ON', 'ROUTES', 'PERMISSIONS', 'MENU', 'JOBS'],
        rows.map((row) => [
          row.id,
          row.kind,
          row.loaded ? 'yes' : 'no',
          row.installed ? 'yes' : 'no',
          row.enabled ? 'yes' : 'no',
          row.title,
          row.depends_on.join(',') || '-',
          row.routes ?? '-',
          row.permissions,
          row.menu,
          row.jobs,
        ])
      )
    })
}
