/*
 * The `docsite` operator CLI: boots the Adonis app in the console environment (providers
 * and preloads, no HTTP server), registers the core commands and each enabled plugin's
 * `cli` hook on one commander program, runs the command, then terminates the app.
 */
import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import { Command, CommanderError } from 'commander'
import { startConsoleApp } from '../bin/app_root.js'
import { CliError } from './support/cli_error.js'
import { printError } from './support/output.js'

const CORE_COMMANDS = [
  () => import('./commands/config_list.js'),
  () => import('./commands/config_get.js'),
  () => import('./commands/config_set.js'),
  () => import('./commands/user_create.js'),
  () => import('./commands/user_password.js'),
  () => import('./commands/plugins_list.js'),
  () => import('./commands/plugins_enable.js'),
  () => import('./commands/plugins_disable.js'),
  () => import('./commands/plugins_uninstall.js'),
  () => import('./commands/worker.js'),
  () => import('./commands/migrate.js'),
  () => import('./commands/notices.js'),
]

async function buildProgram() {
  const program = new Command('docsite')
    .description('Operate a Docsite site: settings, accounts, plugins, queue workers and migrations')
    .exitOverride()
    .showHelpAfterError('(docsite --help lists the commands)')
  for (const load of CORE_COMMANDS) (await load()).default(program)
  const { default: registry } = await import('#core/kernel/plugin_registry')
  for (const plugin of registry.plugins) {
    if (!plugin.cli) continue
    const { default: register } = await plugin.cli()
    const before = new Set(program.commands)
    register(program)
    if (!registry.isEnabled(plugin.id)) {
      for (const command of program.commands.filter((added) => !before.has(added))) refuseWhileDisabled(command, plugin.id)
    }
  }
  return program
}

/** A disabled plugin's commands stay listed but say why they do nothing. */
function refuseWhileDisabled(command: Command, id: string) {
  command.description(`${command.description()} (plugin ${id} is disabled)`)
  command.action(() => {
    throw new CliError(`the ${id} plugin is disabled on this site: docsite plugins enable ${id} switches it on`)
  })
  for (const sub of command.commands) refuseWhileDisabled(sub, id)
}

/** The exit code for an error, after telling the operator what went wrong. */
function report(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode
  if (error instanceof CliError) {
    printError(error.message)
    return 1
  }
  const status = Number((error as { status?: unknown })?.status)
  if (status >= 400 && status < 500) {
    printError((error as Error).message)
    return 1
  }
  const code = (error as { code?: unknown })?.code
  if (/no such table/.test(String((error as Error)?.message)) || code === 'ER_NO_SUCH_TABLE') {
    printError(`${(error as Error).message}\nThe database is not migrated yet: run docsite migrate first.`)
    return 1
  }
  return -1
}

export async function main(argv: string[]) {
  let app: ApplicationService | undefined
  let exitCode = 0
  try {
    app = await startConsoleApp()
    const program = await buildProgram()
    await program.parseAsync(argv, { from: 'user' })
  } catch (error) {
    exitCode = report(error)
    if (exitCode === -1) {
      exitCode = 1
      await prettyPrintError(error)
    }
  } finally {
    await app?.terminate()
  }
  process.exitCode = exitCode
}

await main(process.argv.slice(2))
