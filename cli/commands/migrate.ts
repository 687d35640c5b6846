import type { Command } from 'commander'
import app from '@adonisjs/core/services/app'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import lifecycle from '#core/kernel/plugin_lifecycle'
import { CliError } from '../support/cli_error.js'
import { print } from '../support/output.js'

/**
 * `node ace migration:run --force` for operators: every module's and plugin's migrations,
 * then the install hook of each loaded plugin the site has not met yet.
 */
export default function migrate(program: Command) {
  program
    .command('migrate')
    .description('Run pending database migrations (core modules and every plugin, enabled or not)')
    .action(async () => {
      const db = await app.container.make('lucid.db')
      const runner = new MigrationRunner(db, app, { direction: 'up', connectionName: db.primaryConnectionName })
      runner.on('migration:completed', (file: { file: { name: string } }) => print(`migrated ${file.file.name}`))
      let installed: string[] = []
      try {
        await runner.run()
        // Before close(), which lets go of the connection.
        if (runner.status !== 'error') installed = await lifecycle.installNew()
      } finally {
        await runner.close()
      }
      if (runner.status === 'error') throw new CliError(`migration failed: ${runner.error?.message ?? 'unknown error'}`)
      const count = Object.keys(runner.migratedFiles).length
      print(count ? `${count} migration(s) run on "${db.primaryConnectionName}"` : 'nothing to migrate: the database is up to date')
      for (const id of installed) print(`installed plugin ${id}`)
    })
}
