import type { Command } from 'commander'
import lifecycle from '#core/kernel/plugin_lifecycle'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'
import { lifecycleRefusal } from '../support/lifecycle_refusal.js'

export default function pluginsDisable(program: Command) {
  commandGroup(program, 'plugins', 'Inspect plugins')
    .command('disable')
    .description('Switch a plugin off, keeping its data; refused while an enabled plugin depends on it')
    .argument('<id>', 'plugin id, e.g. hello')
    .action(async (id: string) => {
      const result = await lifecycle.disable(id).catch(lifecycleRefusal)
      if (!result.changed) return print(`${id} is already disabled`)
      print(`${id} disabled, its data kept; running processes drop its routes, menu and jobs within a few seconds`)
    })
}
