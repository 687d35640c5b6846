import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import type { Command } from 'commander'
import { errors as vineErrors } from '@vinejs/vine'
import { User } from '#core/accounts/contracts'
import { setPasswordOf } from '#core/accounts/actions/change_password'
import { otherPasswordValidator } from '#core/accounts/validators/user_validators'
import { CliError } from '../support/cli_error.js'
import { commandGroup } from '../support/command_group.js'
import { print } from '../support/output.js'

interface Options {
  password?: string
  stdin?: boolean
}

/**
 * Sets an account's password from the shell: the way back in for an administrator on a site
 * that cannot send 找回密码 mail yet (no SMTP). The password comes from a prompt (typed
 * twice, not echoed), the first line of stdin (--stdin), or --password (kept in the shell's
 * history: the other two are safer). Every login of the account ends.
 */
export default function userPassword(program: Command) {
  commandGroup(program, 'user', 'Manage accounts')
    .command('password')
    .description("Set an account's password (prompted, --stdin or --password); its logins end")
    .argument('<username>', 'the account, as it signs in')
    .option('--stdin', 'read the password from the first line of standard input')
    .option('--password <password>', 'the new password (6 to 64 characters); visible in the shell history')
    .action(async (username: string, options: Options) => {
      const user = await User.query().where('username', username).first()
      if (!user) throw new CliError(`there is no account "${username}" (usernames are matched exactly)`)
      const password = await validate(await passwordFrom(options))
      await setPasswordOf(user, password)
      print(`password of ${user.username} (id ${user.id}) changed; its logins have ended`)
    })
}

async function passwordFrom(options: Options) {
  if (options.password !== undefined) return options.password
  if (options.stdin) return firstLineOfStdin()
  if (!process.stdin.isTTY) throw new CliError('no terminal to ask for the password: pass it with --stdin (piped) or --password')
  const first = await askHidden('New password: ')
  const again = await askHidden('Repeat it: ')
  if (first !== again) throw new CliError('the two passwords differ: nothing was changed')
  return first
}

async function firstLineOfStdin() {
  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) {
    lines.close()
    return line
  }
  throw new CliError('standard input was empty: nothing was changed')
}

/** Reads a line from the terminal without echoing what is typed. */
function askHidden(question: string) {
  process.stdout.write(question)
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true })
  return new Promise<string>((resolve) => {
    prompt.question('', (answer) => {
      prompt.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

async function validate(password: string) {
  try {
    return (await otherPasswordValidator.validate({ new_password: password })).new_password
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      throw new CliError((error.messages as { message: string }[])[0]?.message ?? 'invalid password')
    }
    throw error
  }
}
