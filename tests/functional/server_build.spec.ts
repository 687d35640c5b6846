import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { APP_ROOT, childEnv, freePort, startDetached } from '#cli/testing/child_process'
import { allServerSourceFiles, serverBuildIsFresh } from '../../bin/server_build.js'

/** `npm start` serves build/, the server compiled to JavaScript: these run a build of their own. */
const OUT = `tmp/server-build-${process.pid}`
const SQLITE_FILE = `tmp/server-build-${process.pid}.sqlite3`
const STORAGE_ROOT = `tmp/server-build-${process.pid}-storage`
const env = { NODE_ENV: 'production', SQLITE_FILE, STORAGE_ROOT, REDIS_HOST: undefined, DOCSITE_PLUGINS: undefined }

function node(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: APP_ROOT, env: childEnv(env), encoding: 'utf8', timeout: 60_000 })
}

test.group('the compiled server (build/)', (group) => {
  group.setup(() => {
    const built = node(['scripts/build_server.ts', `--out=${OUT}`])
    if (built.status !== 0) throw new Error(`scripts/build_server.ts failed:\n${built.stdout}\n${built.stderr}`)
  })
  group.teardown(async () => {
    for (const path of [OUT, STORAGE_ROOT, SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`]) {
      await rm(join(APP_ROOT, path), { recursive: true, force: true })
    }
  })

  test('is plain JavaScript: no TypeScript and no loader left in it', ({ assert }) => {
    assert.isTrue(existsSync(join(APP_ROOT, OUT, 'bin/server.js')))
    assert.isTrue(existsSync(join(APP_ROOT, OUT, 'plugins/documents/plugin.js')))
    assert.isTrue(existsSync(join(APP_ROOT, OUT, 'resources/views/inertia_layout.edge')))
    assert.notInclude(readFileSync(join(APP_ROOT, OUT, 'bin/console.js'), 'utf8'), 'ts-exec')
    assert.isFalse(existsSync(join(APP_ROOT, OUT, 'bin/server.ts')))
  })

  test('migrates every plugin folder and seeds the demo site from the build, serves /health and renders the home page in Chinese', async ({
    assert,
  }) => {
    const migrated = node([`${OUT}/bin/console.js`, 'migration:run', '--force'])
    assert.equal(migrated.status, 0, migrated.stderr)
    for (const folder of ['database/migrations/', 'core/accounts/database/migrations/', 'plugins/documents/database/migrations/']) {
      assert.include(migrated.stdout, folder)
    }
    // The demo seeder reads its sample files next to it (plugins/documents/database/seeders/files).
    const seeded = node([`${OUT}/bin/console.js`, 'db:seed'])
    assert.equal(seeded.status, 0, seeded.stderr)
    assert.include(seeded.stdout, 'completed database/seeders/main_seeder')

    const port = await freePort()
    const server = startDetached(process.execPath, ['--max-semi-space-size=2', `${OUT}/bin/server.js`], {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    })
    try {
      await server.waitFor(/started HTTP server/, 60_000)
      const health = await fetch(`http://127.0.0.1:${port}/health`)
      assert.equal(health.status, 200, server.output.text)

      const home = await fetch(`http://127.0.0.1:${port}/`)
      assert.equal(home.status, 200, server.output.text)
      const html = await home.text()
      // Server-rendered markup, not only the page's props: the SSR bundle and the views were found.
      const markup = html.replace(/data-page="[^"]*"/g, '').replace(/<script[\s\S]*?<\/script>/g, '')
      assert.match(markup, />[^<]*[\u4e00-\u9fff]+[^<]*</)
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
      assert.isDefined(script, html.slice(0, 2000))
      assert.equal((await fetch(`http://127.0.0.1:${port}${script}`)).status, 200)
    } finally {
      await server.stop()
    }
  }).timeout(120_000)

  test('the docsite CLI runs from the build', ({ assert }) => {
    const help = node([`${OUT}/bin/docsite.js`, '--help'])
    assert.equal(help.status, 0, help.stderr)
    assert.include(help.stdout, 'Usage: docsite')
    assert.include(help.stdout, 'config')
  }).timeout(60_000)
})

test.group('the build is rebuilt only when a server source changed', (group) => {
  const root = join(APP_ROOT, `tmp/server-build-fresh-${process.pid}`)
  group.each.setup(() => {
    rmSync(root, { recursive: true, force: true })
    for (const file of ['core/kernel/a.ts', 'plugins/documents/plugin.ts', 'plugins/documents/ui/pages/site/page.tsx', 'package.json']) {
      mkdirSync(join(root, file, '..'), { recursive: true })
      writeFileSync(join(root, file), '')
    }
    mkdirSync(join(root, 'build'))
    const edited = new Date(Date.now() - 120_000)
    for (const file of allServerSourceFiles(root)) utimesSync(join(root, file), edited, edited)
    // The stamp's time is when its build started: a minute later than the last edit.
    const built = new Date(Date.now() - 60_000)
    writeFileSync(join(root, 'build/.docsite-built'), String(allServerSourceFiles(root).length))
    utimesSync(join(root, 'build/.docsite-built'), built, built)
    return () => rmSync(root, { recursive: true, force: true })
  })

  test('fresh when nothing changed since the build; front-end pages do not count', ({ assert }) => {
    assert.isTrue(serverBuildIsFresh(root))
    writeFileSync(join(root, 'plugins/documents/ui/pages/site/page.tsx'), 'changed')
    assert.isTrue(serverBuildIsFresh(root))
  })

  test('stale when a server source is edited', ({ assert }) => {
    writeFileSync(join(root, 'core/kernel/a.ts'), 'changed')
    assert.isFalse(serverBuildIsFresh(root))
  })

  test('stale when a server source is added', ({ assert }) => {
    // e.g. checked out with an old time
    writeFileSync(join(root, 'core/kernel/b.ts'), '')
    utimesSync(join(root, 'core/kernel/b.ts'), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000))
    assert.isFalse(serverBuildIsFresh(root))
  })

  test('stale when a file is deleted', ({ assert }) => {
    rmSync(join(root, 'core/kernel/a.ts'))
    assert.isFalse(serverBuildIsFresh(root))
  })

  test('stale without a build', ({ assert }) => {
    rmSync(join(root, 'build'), { recursive: true })
    assert.isFalse(serverBuildIsFresh(root))
  })
})
