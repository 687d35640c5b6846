import type { Command } from 'commander'
import { settings } from '#core/settings/contracts'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'
import { findSetting, formatForGet, shownValue } from '../support/setting_keys.js'

export default function configGet(program: Command) {
  commandGroup(program, 'config', 'Read and change site settings')
    .command('get')
    .description('Print the value of one setting (stored value, else its default; secrets masked)')
    .argument('<key>', 'group.name, e.g. system.sitename')
    .action(async (key: string) => {
      const { group, field } = findSetting(key)
      const value = await settings.get(group.name, field.name)
      print(String(formatForGet(shownValue(field, value))))
    })
}
