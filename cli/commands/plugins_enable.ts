import type { Command } from 'commander'
import lifecycle from '#core/kernel/plugin_lifecycle'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'
import { lifecycleRefusal } from '../support/lifecycle_refusal.js'

export default function pluginsEnable(program: Command) {
  commandGroup(program, 'plugins', 'Inspect plugins')
    .command('enable')
    .description('Switch a plugin on (installing it first if needed); its dependencies must be on')
    .argument('<id>', 'plugin id, e.g. hello')
    .action(async (id: string) => {
      const result = await lifecycle.enable(id).catch(lifecycleRefusal)
      if (!result.changed) return print(`${id} is already enabled`)
      print(`${id} enabled (ran: ${result.ran.join(', ')}); running processes pick it up within a few seconds`)
    })
}
