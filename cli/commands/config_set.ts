import type { Command } from 'commander'
import { settings } from '#core/settings/contracts'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'
import { findSetting, formatForList, parseInput, shownValue } from '../support/setting_keys.js'

export default function configSet(program: Command) {
  commandGroup(program, 'config', 'Read and change site settings')
    .command('set')
    .description('Change one setting; the value is validated like in the admin config page')
    .argument('<key>', 'group.name, e.g. system.sitename')
    .argument('<value>', 'the new value (true/false for switches, a comma list for multi-selects)')
    .action(async (key: string, raw: string) => {
      const { group, field } = findSetting(key)
      const values = await settings.update(group.name, { [field.name]: parseInput(field, raw) })
      print(`${group.name}.${field.name} = ${formatForList(shownValue(field, values[field.name]))}`)
    })
}
