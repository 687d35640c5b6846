import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { APP_ROOT, childEnv, freePort, runCli, startDetached } from '#cli/testing/child_process'

/**
 * The `docsite` CLI as an operator runs it: a child process on its own SQLite file,
 * migrated with the CLI's own migrate command first.
 */
const SQLITE_FILE = `tmp/cli-test-${process.pid}.sqlite3`
const base = { SQLITE_FILE, REDIS_HOST: undefined, DOCSITE_PLUGINS: undefined }
const docsite = (args: string[], env: Record<string, string | undefined> = {}) => runCli(args, { ...base, ...env })

/** A second Lucid connection, to the CLI's database file, to check what the commands stored. */
function cliDb() {
  if (!db.manager.has('cli_test')) {
    db.manager.add('cli_test', {
      client: 'better-sqlite3',
      connection: { filename: join(APP_ROOT, SQLITE_FILE) },
      useNullAsDefault: true,
    })
  }
  return db.connection('cli_test')
}

async function groupsOf(username: string) {
  const rows = await cliDb()
    .from('groups')
    .join('user_groups', 'user_groups.group_id', 'groups.id')
    .join('users', 'users.id', 'user_groups.user_id')
    .where('users.username', username)
    .orderBy('groups.title')
    .select('groups.title')
  return rows.map((row) => row.title as string)
}

/** One database for the group: the tests run in order, like an operator's session. */
test.group('docsite CLI', (group) => {
  group.setup(async () => {
    return async () => {
      if (db.manager.has('cli_test')) await db.manager.close('cli_test')
      for (const suffix of ['', '-wal', '-shm']) await rm(join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
    }
  })

  test('migrate runs every migration once, core and plugins', async ({ assert }) => {
    const first = await docsite(['migrate'])
    assert.equal(first.code, 0, first.stderr)
    assert.include(first.stdout, 'create_queue_failures_table')
    assert.include(first.stdout, 'plugins/hello/database/migrations')
    assert.include(first.stdout, 'installed plugin documents', 'the loaded plugins are installed after their migrations')
    const tables = (await cliDb().from('sqlite_master').where('type', 'table').select('name')).map((row) => row.name)
    assert.includeMembers(tables, ['users', 'settings', 'queue_failures', 'hello_greetings'])

    const again = await docsite(['migrate'])
    assert.equal(again.code, 0)
    assert.include(again.stdout, 'nothing to migrate')
  }).timeout(60_000)

  test('config list shows every group, or one, with secrets masked', async ({ assert }) => {
    await docsite(['config', 'set', 'email.password', 'smtp-pass-4d1f'])
    const [all, email, secret] = await Promise.all([
      docsite(['config', 'list']),
      docsite(['config', 'list', 'email']),
      docsite(['config', 'get', 'email.password']),
    ])
    assert.equal(all.code, 0, all.stderr)
    assert.include(all.stdout, 'system.sitename = "Docsite 文库"')
    assert.include(all.stdout, '# security: 安全设置')
    assert.include(email.stdout, 'email.password = "******"')
    assert.notInclude(email.stdout, 'system.sitename')
    assert.notInclude(all.stdout + email.stdout, 'smtp-pass-4d1f')
    assert.equal(secret.stdout.trim(), '******')
    assert.include(all.stdout, '# score: 魔豆规则', 'titles name the currency as the admin does')
    assert.notInclude(all.stdout, '{credit}')
  }).timeout(60_000)

  test('config set validates and stores; config get reads it back', async ({ assert }) => {
    const set = await docsite(['config', 'set', 'system.sitename', '我的文库'])
    assert.equal(set.code, 0, set.stderr)
    assert.equal(set.stdout.trim(), 'system.sitename = "我的文库"')
    const get = await docsite(['config', 'get', 'system.sitename'])
    assert.equal(get.code, 0)
    assert.equal(get.stdout, '我的文库\n')
  }).timeout(60_000)

  test('bad settings input fails with a message and changes nothing', async ({ assert }) => {
    const [invalid, unknown, unknownGroup] = await Promise.all([
      docsite(['config', 'set', 'security.comment_interval', 'often']),
      docsite(['config', 'get', 'system.no_such_thing']),
      docsite(['config', 'set', 'nogroup.name', '1']),
    ])
    assert.equal(invalid.code, 1)
    assert.include(invalid.stderr, '评论间隔')
    assert.equal(unknown.code, 1)
    assert.include(unknown.stderr, 'unknown setting "system.no_such_thing"')
    assert.equal(unknownGroup.code, 1)
    assert.include(unknownGroup.stderr, 'unknown settings group "nogroup"')
    assert.equal(unknownGroup.stdout, '')

    const unchanged = await docsite(['config', 'get', 'security.comment_interval'])
    assert.equal(unchanged.stdout.trim(), '10')
  }).timeout(60_000)

  test('a conversion program a killed worker left running is stopped as a command starts, and the command still runs', async ({
    assert,
    cleanup,
  }) => {
    // The mark of a worker that is gone (no process has this pid): what a kill -9 leaves behind.
    // Under a mark of its own, which only the command below looks for: any process that starts
    // on this machine reaps orphans, and CI's other lane starts many.
    const mark = `DOCSITE_CONVERSION_OWNER_CLI_TEST_${process.pid}`
    const orphan = spawn('sleep', ['300'], { env: { ...process.env, [mark]: '4194303:1' }, stdio: 'ignore' })
    const exited = new Promise((resolve) => orphan.once('exit', resolve))
    cleanup(() => {
      orphan.kill('SIGKILL')
    })
    const result = await docsite(['migrate'], { DOCSITE_CONVERSION_MARK: mark })
    assert.equal(result.code, 0, result.stderr)
    assert.include(result.stdout + result.stderr, `documents: stopped sleep 300 (pid ${orphan.pid})`)
    assert.equal(await exited, null, 'the orphan was killed')
  })
    .skip(process.platform !== 'linux', 'reads /proc')
    .timeout(60_000)

  test('an unknown command is refused', async ({ assert }) => {
    const result = await docsite(['frobnicate'])
    assert.equal(result.code, 1)
    assert.include(result.stderr, "unknown command 'frobnicate'")
  }).timeout(60_000)

  test('user create adds an account to the default group, --admin also to the super-admin group', async ({ assert }) => {
    const admin = await docsite(['user', 'create', 'root_admin', '--email', 'root@example.com', '--password', 'secret123', '--admin'])
    assert.equal(admin.code, 0, admin.stderr)
    assert.include(admin.stdout, 'created user root_admin')
    assert.sameMembers(await groupsOf('root_admin'), ['普通用户', '超级管理员'])

    const member = await docsite(['user', 'create', 'reader', '--email', 'Reader@Example.com'])
    assert.equal(member.code, 0, member.stderr)
    const printed = member.stdout.match(/^password: (\S+)$/m)?.[1]
    assert.exists(printed, 'a generated password is printed')
    assert.deepEqual(await groupsOf('reader'), ['普通用户'])
    const row = await cliDb().from('users').where('username', 'reader').firstOrFail()
    assert.equal(row.email, 'reader@example.com')
    assert.isTrue(await hash.verify(row.password, printed!))
  }).timeout(60_000)

  test('user create refuses a taken username, a short password and a missing e-mail', async ({ assert }) => {
    const [taken, short, noEmail] = await Promise.all([
      docsite(['user', 'create', 'root_admin', '--email', 'other@example.com', '--password', 'secret123']),
      docsite(['user', 'create', 'shorty', '--email', 'shorty@example.com', '--password', '123']),
      docsite(['user', 'create', 'nomail']),
    ])
    assert.equal(taken.code, 1)
    assert.include(taken.stderr, '用户名已存在')
    assert.equal(short.code, 1)
    assert.include(short.stderr, '密码长度至少为6个字符')
    assert.equal(noEmail.code, 1)
    assert.include(noEmail.stderr, "required option '--email <email>'")
    assert.lengthOf(await cliDb().from('users').select('id'), 2)
  }).timeout(60_000)

  test('plugins list shows core modules and plugins, enabled or not, with what they declare', async ({ assert }) => {
    const [table, enabled] = await Promise.all([
      docsite(['plugins', 'list']),
      docsite(['plugins', 'list', '--json'], { DOCSITE_PLUGINS: 'hello' }),
    ])
    assert.equal(table.code, 0, table.stderr)
    assert.match(table.stdout, /^ID\s+KIND\s+LOADED\s+INSTALLED\s+ENABLED\s+TITLE\s+DEPENDS ON\s+ROUTES\s+PERMISSIONS\s+MENU\s+JOBS$/m)
    assert.match(table.stdout, /^hello\s+plugin\s+no\s+no\s+no\s/m)
    assert.match(table.stdout, /^settings\s+core\s+yes\s+yes\s+yes\s/m)
    const hello = JSON.parse(enabled.stdout).find((row: any) => row.id === 'hello')
    assert.deepEqual(hello, {
      id: 'hello',
      kind: 'plugin',
      title: '问候（示例插件）',
      loaded: true,
      installed: false,
      enabled: true,
      depends_on: ['settings', 'site', 'accounts', 'access', 'admin', 'seo'],
      routes: 9,
      permissions: 2,
      menu: 1,
      jobs: 2,
    })
  }).timeout(60_000)

  test("a plugin's command is there only while the plugin is enabled", async ({ assert }) => {
    const [enabled, disabled] = await Promise.all([
      docsite(['hello', '小明', '--save'], { DOCSITE_PLUGINS: 'hello' }),
      docsite(['hello', '小明']),
    ])
    assert.equal(enabled.code, 0, enabled.stderr)
    assert.include(enabled.stdout, '你好，小明')
    assert.match(enabled.stdout, /saved greeting #\d+/)
    assert.equal(disabled.code, 1)
    assert.include(disabled.stderr, "unknown command 'hello'")
  }).timeout(60_000)

  test('plugins enable, disable and uninstall run the hooks and switch the plugin on this site', async ({ assert }) => {
    const hello = { DOCSITE_PLUGINS: 'hello' }
    const helloRow = async () =>
      JSON.parse((await docsite(['plugins', 'list', '--json'], hello)).stdout).find((row: any) => row.id === 'hello')
    const greetings = async () => (await cliDb().from('hello_greetings').select('text')).map((row) => row.text as string)

    const notLoaded = await docsite(['plugins', 'enable', 'hello'])
    assert.equal(notLoaded.code, 1)
    assert.include(notLoaded.stderr, '插件「hello」未加载')
    const core = await docsite(['plugins', 'disable', 'settings'])
    assert.equal(core.code, 1)
    assert.include(core.stderr, '核心模块')

    const enabled = await docsite(['plugins', 'enable', 'hello'], hello)
    assert.equal(enabled.code, 0, enabled.stderr)
    assert.include(enabled.stdout, 'hello enabled (ran: install, enable)')
    assert.include(await greetings(), '你好，世界', 'install seeded the first greeting')

    const disabled = await docsite(['plugins', 'disable', 'hello'], hello)
    assert.equal(disabled.code, 0, disabled.stderr)
    assert.include(disabled.stdout, 'hello disabled, its data kept')
    assert.include(await helloRow(), { loaded: true, installed: true, enabled: false })
    const command = await docsite(['hello', '小明'], hello)
    assert.equal(command.code, 1)
    assert.include(command.stderr, 'the hello plugin is disabled on this site: docsite plugins enable hello')

    const uninstalled = await docsite(['plugins', 'uninstall', 'hello', '--purge'], hello)
    assert.equal(uninstalled.code, 0, uninstalled.stderr)
    assert.include(uninstalled.stdout, 'hello uninstalled, its data deleted')
    assert.include(uninstalled.stdout, 'Remove "hello" from config/plugins.ts')
    assert.deepEqual(await greetings(), [])
    assert.include(await helloRow(), { installed: false, enabled: false })

    const again = await docsite(['plugins', 'enable', 'hello'], hello)
    assert.include(again.stdout, 'hello enabled (ran: install, enable)')
    assert.include(await helloRow(), { installed: true, enabled: true })
  }).timeout(120_000)

  test('worker refuses to start without REDIS_HOST and says where jobs run instead', async ({ assert }) => {
    const result = await docsite(['worker'])
    assert.equal(result.code, 1)
    assert.include(result.stderr, 'REDIS_HOST is not set')
    assert.include(result.stderr, 'inside the web process')
  }).timeout(60_000)

  test('worker refuses to start when its database does not answer, and says which and where', async ({ assert }) => {
    const dbPort = await freePort()
    const result = await docsite(['worker'], {
      REDIS_HOST: '127.0.0.1',
      DB_CONNECTION: 'mysql',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(dbPort),
    })
    assert.equal(result.code, 1)
    assert.include(result.stderr, `error: the database (mysql 127.0.0.1:${dbPort}) cannot be reached: connect ECONNREFUSED`)
    assert.include(result.stderr, 'start the database or correct DB_HOST / DB_PORT')
    assert.notInclude(result.stdout, 'worker ready')
  }).timeout(60_000)

  test('worker runs the jobs other processes queue on Redis, and stops on SIGTERM', async ({ assert, cleanup }) => {
    const prefix = `docsite-cli-test-${process.pid}`
    const env = { ...base, REDIS_HOST: process.env.REDIS_HOST, QUEUE_PREFIX: prefix, DOCSITE_PLUGINS: 'hello' }
    cleanup(async () => {
      const redis = new Redis({ host: process.env.REDIS_HOST, port: Number(process.env.REDIS_PORT ?? 6379), lazyConnect: true })
      const keys = await redis.keys(`${prefix}:*`)
      if (keys.length) await redis.del(...keys)
      redis.disconnect()
    })
    const worker = startDetached(process.execPath, ['bin/docsite.js', 'worker', '--concurrency', '2'], env)
    cleanup(() => worker.stop('SIGKILL', 0).then(() => {}))
    // hello's two jobs and the core modules' own (search indexing...).
    await worker.waitFor(/worker ready: \d+ job\(s\)/)

    const queued = await runCli(['hello', 'Ada', '--queue'], env)
    assert.equal(queued.code, 0, queued.stderr)
    assert.include(queued.stdout, 'queued job hello.greet')
    assert.include(queued.stdout, '(bullmq)')

    const deadline = Date.now() + 15_000
    const stored = () => cliDb().from('hello_greetings').where('name', 'Ada').first()
    while (!(await stored()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
    assert.equal((await stored())?.text, '你好，Ada')

    assert.equal(await worker.stop('SIGTERM'), 0)
    assert.include(worker.output.text, 'worker stopped')
  })
    .skip(!process.env.REDIS_HOST, 'REDIS_HOST is not set: the worker case needs a Redis server')
    .timeout(90_000)

  test('bin/docsite finds the project Node when the system one is older', async ({ assert }) => {
    const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn('bash', ['bin/docsite', 'config', 'get', 'system.sitename'], {
        cwd: APP_ROOT,
        env: childEnv({ ...base, PATH: '/usr/bin:/bin' }),
      })
      let stdout = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.on('close', (code) => resolve({ code, stdout }))
    })
    assert.equal(result.code, 0)
    assert.equal(result.stdout.trim(), '我的文库', 'the sitename set earlier in this session')
  }).timeout(60_000)
})
