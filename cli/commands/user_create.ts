import { randomBytes } from 'node:crypto'
import type { Command } from 'commander'
import { errors as vineErrors } from '@vinejs/vine'
import { registerValidator } from '#core/accounts/validators/user_validators'
import { createUser } from '#core/access/actions/create_user'
import { ensureDefaultGroups } from '#core/access/default_groups'
import { CliError } from '../support/cli_error.js'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'

interface Options {
  email: string
  password?: string
  admin?: boolean
}

/**
 * Creates an account the way an administrator would: registration's rules for username,
 * password and e-mail, the default member group, and with --admin the super-admin group.
 */
export default function userCreate(program: Command) {
  commandGroup(program, 'user', 'Manage accounts')
    .command('create')
    .description('Create an account in the default group (--admin: also in the super-admin group)')
    .argument('<username>', '3 to 32 letters, digits, underscores or Chinese characters')
    .requiredOption('--email <email>', 'e-mail address of the account')
    .option('--password <password>', 'at least 6 characters; generated and printed when left out')
    .option('--admin', 'also join the super-admin group')
    .action(async (username: string, options: Options) => {
      const generated = options.password === undefined ? randomBytes(9).toString('base64url') : undefined
      const input = await validate({ username, email: options.email, password: options.password ?? generated! })
      const { member, superAdmin } = await ensureDefaultGroups()
      const groups = options.admin ? [member, superAdmin] : [member]
      const user = await createUser(
        { ...input, email: input.email.toLowerCase(), group_id: groups.map((group) => group.id) },
        { id: 0, isSuper: true }
      )
      print(`created user ${user.username} (id ${user.id}) in ${groups.map((group) => group.title).join(', ')}`)
      if (generated) print(`password: ${generated}`)
    })
}

async function validate(input: { username: string; email: string; password: string }) {
  try {
    return await registerValidator.validate(input)
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      throw new CliError((error.messages as { message: string }[])[0]?.message ?? 'invalid input')
    }
    throw error
  }
}
