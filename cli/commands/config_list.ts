import type { Command } from 'commander'
import { creditName, settings, withCreditName } from '#core/settings/contracts'
import { CliError } from '../support/cli_error.js'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'
import { formatForList, shownValue } from '../support/setting_keys.js'

export default function configList(program: Command) {
  commandGroup(program, 'config', 'Read and change site settings')
    .command('list')
    .description('List every setting, or the settings of one group, as group.name = value (secrets masked)')
    .argument('[group]', 'a settings group, e.g. system')
    .action(async (groupName?: string) => {
      const groups = groupName ? [settings.findGroup(groupName)] : settings.groups()
      if (!groups[0]) {
        const known = settings
          .groups()
          .map((group) => group.name)
          .join(', ')
        throw new CliError(`unknown settings group "${groupName}"; groups: ${known}`)
      }
      const credit = await creditName()
      for (const [index, group] of groups.entries()) {
        if (index) print()
        print(`# ${group!.name}: ${withCreditName(group!.title, credit)}`)
        const values = await settings.group(group!.name)
        for (const field of group!.fields) {
          print(`${group!.name}.${field.name} = ${formatForList(shownValue(field, values[field.name]))}`)
        }
      }
    })
}
