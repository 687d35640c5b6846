import type { Command } from 'commander'
import lifecycle from '#core/kernel/plugin_lifecycle'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'
import { lifecycleRefusal } from '../support/lifecycle_refusal.js'

export default function pluginsUninstall(program: Command) {
  commandGroup(program, 'plugins', 'Inspect plugins')
    .command('uninstall')
    .description("Disable a plugin and run its uninstall hook; --purge also deletes the plugin's data")
    .argument('<id>', 'plugin id, e.g. hello')
    .option('--purge', "delete the plugin's data (cannot be undone)")
    .action(async (id: string, options: { purge?: boolean }) => {
      const purge = Boolean(options.purge)
      await lifecycle.uninstall(id, { purge }).catch(lifecycleRefusal)
      print(`${id} uninstalled${purge ? ', its data deleted' : ', its data kept'}; it stays disabled.`)
      print(`Remove "${id}" from config/plugins.ts (or DOCSITE_PLUGINS) to stop loading it; enabling it again installs it afresh.`)
    })
}
