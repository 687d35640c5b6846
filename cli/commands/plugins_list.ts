import type { Command } from 'commander'
import registry from '#core/kernel/plugin_registry'
import { manifestsOnDisk } from '#core/kernel/load_plugins'
import { commandGroup } from '../support/command_group.js'
import { print, printTable } from '../support/output.js'

interface Row {
  id: string
  kind: 'core' | 'plugin'
  title: string
  enabled: boolean
  depends_on: string[]
  /** Mounted routes; null for a disabled plugin, whose routes are not mounted. */
  routes: number | null
  permissions: number
  menu: number
  jobs: number
}

export default function pluginsList(program: Command) {
  commandGroup(program, 'plugins', 'Inspect plugins')
    .command('list')
    .description('List core modules and plugins: enabled, dependencies, and what each one declares')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }) => {
      const rows: Row[] = (await manifestsOnDisk()).map(({ kind, manifest }) => {
        const enabled = registry.isEnabled(manifest.id)
        return {
          id: manifest.id,
          kind,
          title: manifest.title,
          enabled,
          depends_on: manifest.dependsOn ?? [],
          routes: enabled ? registry.routesOf(manifest.id).length : null,
          permissions: manifest.permissions?.length ?? 0,
          menu: manifest.adminMenu?.length ?? 0,
          jobs: manifest.jobs?.length ?? 0,
        }
      })
      if (options.json) return print(JSON.stringify(rows, null, 2))
      printTable(
        ['ID', 'KIND', 'ENABLED', 'TITLE', 'DEPENDS ON', 'ROUTES', 'PERMISSIONS', 'MENU', 'JOBS'],
        rows.map((row) => [
          row.id,
          row.kind,
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
