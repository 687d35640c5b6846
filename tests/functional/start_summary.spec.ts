import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { test } from '@japa/runner'
import { APP_ROOT, childEnv } from '#cli/testing/child_process'
import { summarizeMigrations } from '../../scripts/migration_summary.js'

/** Runs functions of scripts/bootstrap.sh (as `npm start` does) on a database file of its own. */
function bootstrap(steps: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('bash', ['-c', `source scripts/bootstrap.sh; ${steps}`], { cwd: APP_ROOT, env: childEnv(env) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output) }))
  })
}

const SQLITE_FILE = `tmp/start-summary-${process.pid}.sqlite3`

test.group('npm start output', (group) => {
  group.teardown(async () => {
    for (const suffix of ['', '-wal', '-shm']) await rm(join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
  })

  test('a fresh database: one line for the migrations, and a notice that mail is off with what it disables', async ({ assert }) => {
    const env = { SQLITE_FILE, REDIS_HOST: undefined, SMTP_HOST: undefined, DOCSITE_PLUGINS: undefined }
    const fresh = await bootstrap('migrate && report_site_notices', env)
    assert.equal(fresh.code, 0, fresh.output)
    const lines = fresh.output.trim().split('\n')
    assert.lengthOf(lines, 2, fresh.output)
    assert.match(lines[0], /^\[docsite\] database: \d+ migrations run in [\d.]+ ?[a-z]+ \(kernel 1, accounts \d+, .*plugin documents \d+/)
    assert.match(
      lines[1],
      /^\[docsite\] mail is off: 找回密码 .* answer 503 网站未开启邮件服务 until an SMTP server is set in 系统设置 → 邮箱配置/
    )
    assert.include(lines[1], 'docsite user password <username>')

    const again = await bootstrap('migrate', env)
    assert.equal(again.output.trim(), '[docsite] database: up to date, no migration to run')
  }).timeout(120_000)

  test('the summary passes through what it does not recognise, such as an error', ({ assert }) => {
    const output = [
      '[ info ] Upgrading migrations version from "1" to "2"',
      '❯ migrating core/kernel/database/migrations/20261127120000_create_plugin_states_',
      'table',
      '❯ migrated core/kernel/database/migrations/20261127120000_create_plugin_states_',
      'table',
      '❯ migrated plugins/documents/database/migrations/20261122000100_create_documents_table',
      'warning: the disk is almost full',
      'Migrated in 1.2 s',
    ].join('\n')
    assert.deepEqual(summarizeMigrations(output), [
      'warning: the disk is almost full',
      'database: 2 migrations run in 1.2 s (kernel 1, plugin documents 1)',
    ])
  })
})
