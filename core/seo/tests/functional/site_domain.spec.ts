import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile, copyFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { APP_ROOT, runCli } from '#cli/testing/child_process'
import { createStaff, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'

const run = promisify(execFile)

/** Runs the env step of `npm start` (scripts/bootstrap.sh ensure_env_file) on a copy of .env.example. */
async function ensureEnvFile(env: Record<string, string>, envFile?: string) {
  const root = await mkdtemp(join(tmpdir(), 'docsite-env-'))
  try {
    if (envFile === undefined) await copyFile(join(APP_ROOT, '.env.example'), join(root, '.env'))
    else await writeFile(join(root, '.env'), envFile)
    const script = `source "${join(APP_ROOT, 'scripts/bootstrap.sh')}"; ROOT="${root}"; ensure_env_file`
    const environment: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...env }
    await run('bash', ['-c', script], { env: environment })
    return await readFile(join(root, '.env'), 'utf8')
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

const appUrlOf = (envFile: string) => envFile.match(/^APP_URL=(.*)$/m)?.[1]

test.group('Site domain: APP_URL and the 网站域名 default', () => {
  test('npm start points APP_URL at the port it serves on and leaves a real domain alone', async ({ assert }) => {
    assert.equal(appUrlOf(await ensureEnvFile({ PORT: '8123' })), 'http://localhost:8123')
    assert.equal(appUrlOf(await ensureEnvFile({})), 'http://localhost:3333')
    assert.equal(appUrlOf(await ensureEnvFile({}, 'PORT=4000\nAPP_KEY=x\nAPP_URL=http://127.0.0.1:3333/\n')), 'http://localhost:4000')
    assert.equal(appUrlOf(await ensureEnvFile({}, 'PORT=4000\nAPP_KEY=x\n')), 'http://localhost:4000')
    assert.equal(
      appUrlOf(await ensureEnvFile({ PORT: '8123' }, 'PORT=4000\nAPP_KEY=x\nAPP_URL=https://docs.example.com\n')),
      'https://docs.example.com'
    )
  }).timeout(30_000)

  test('a fresh site’s 网站域名 is the APP_URL it runs at, not http://localhost:3333', async ({ assert }) => {
    const env = { SQLITE_FILE: `tmp/domain-test-${process.pid}.sqlite3`, APP_URL: 'https://docs.example.org/', REDIS_HOST: undefined }
    try {
      const migrated = await runCli(['migrate'], env, 120_000)
      assert.equal(migrated.code, 0, migrated.stderr)
      const domain = await runCli(['config', 'get', 'system.domain'], env)
      assert.equal(domain.code, 0, domain.stderr)
      assert.equal(domain.stdout.trim(), 'https://docs.example.org')
    } finally {
      await rm(join(APP_ROOT, env.SQLITE_FILE), { force: true })
    }
  }).timeout(180_000)
})

test.group('Site domain: dashboard warning', (group) => {
  group.each.setup(async () => {
    const domain = await settings.get<string>('system', 'domain')
    return async () => {
      await settings.update('system', { domain })
    }
  })

  test('while the site’s address is localhost, those who can set it are told on the dashboard', async ({ client, assert }) => {
    await settings.update('system', { domain: 'http://localhost:3333' })
    const { user: operator } = await createStaff(['settings.config.list'])
    const page = inertiaPage(
      (
        await client
          .get('/admin')
          .bearerToken(await tokenFor(operator))
          .header('Accept', 'text/html')
      ).text()
    )
    const warning = page.props.widgets.find((widget: any) => widget.key === 'seo.local_domain')
    assert.exists(warning, 'the dashboard shows the localhost warning')
    assert.equal(warning.kind, 'notice')
    assert.equal(warning.link, '/admin/config/system')
    assert.include(warning.notice.text, '网站域名仍是本机地址 http://localhost')

    const { user: editor } = await createStaff(['seo.sitemap.update'])
    const other = inertiaPage(
      (
        await client
          .get('/admin')
          .bearerToken(await tokenFor(editor))
          .header('Accept', 'text/html')
      ).text()
    )
    assert.notExists(
      other.props.widgets.find((widget: any) => widget.key === 'seo.local_domain'),
      'only for those who can change it'
    )

    await settings.update('system', { domain: 'https://docs.example.com' })
    const fixed = inertiaPage(
      (
        await client
          .get('/admin')
          .bearerToken(await tokenFor(operator))
          .header('Accept', 'text/html')
      ).text()
    )
    assert.notExists(
      fixed.props.widgets.find((widget: any) => widget.key === 'seo.local_domain'),
      'gone once a real domain is set'
    )
  }).timeout(120_000)
})
