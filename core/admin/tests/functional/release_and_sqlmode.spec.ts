import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { freePort } from '#cli/testing/child_process'
import { settings } from '#core/settings/contracts'
import { AdminPermission } from '#core/admin/permissions'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'

/** A version source on this machine: what it answers is set per test (no request leaves the host). */
let answer: { status: number; body: string } = { status: 200, body: '{}' }
let server: Server
let source = ''

async function releaseAdmin() {
  const { user } = await createStaff([AdminPermission.release.check, AdminPermission.release.update])
  return tokenFor(user)
}

test.group('Release check (GET/POST /api/v1/release, PUT ignore and source)', (group) => {
  group.setup(async () => {
    server = createServer((_, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    source = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/releases/latest`
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  group.each.setup(async () => {
    await db.from('release_checks').delete()
    await settings.update('release', { source: '', ignore: '' })
  })

  test('with no source nothing is checked; the dashboard reads the running version and source none', async ({ client, assert }) => {
    const token = await releaseAdmin()
    const shown = await client.get('/api/v1/release').bearerToken(token)
    shown.assertStatus(200)
    const version = JSON.parse(await readFile('package.json', 'utf8')).version
    assert.deepEqual(shown.body(), {
      tag_name: '',
      name: '',
      body: '',
      release_at: '',
      ignore: '',
      source: 'none',
      current: version,
      is_new: false,
    })
    const check = await client.post('/api/v1/release').bearerToken(token)
    check.assertStatus(400)
    assert.equal(check.body().message, '您未设置版本源，无法检测新版本')
  })

  test('a check reads the source’s latest release, keeps it, and ignoring it stops offering it', async ({ client, assert }) => {
    const token = await releaseAdmin()
    answer = {
      status: 200,
      body: JSON.stringify({ tag_name: 'v9.8.7', name: 'Docsite 9.8.7', body: '修复若干问题', published_at: '2026-11-20T08:00:00Z' }),
    }
    ;(await client.put('/api/v1/release/source').json({ source }).bearerToken(token)).assertStatus(200)
    const checked = await client.post('/api/v1/release').bearerToken(token)
    checked.assertStatus(200)
    assert.include(checked.body(), {
      tag_name: 'v9.8.7',
      name: 'Docsite 9.8.7',
      body: '修复若干问题',
      release_at: '2026-11-20T08:00:00Z',
      source,
      is_new: true,
    })

    // The source changes its answer: GET shows the last check without asking it again.
    answer = { status: 200, body: JSON.stringify({ tag_name: 'v10.0.0' }) }
    assert.equal((await client.get('/api/v1/release').bearerToken(token)).body().tag_name, 'v9.8.7')

    ;(await client.put('/api/v1/release/ignore').json({ tag_name: 'v9.8.7' }).bearerToken(token)).assertStatus(200)
    assert.include((await client.get('/api/v1/release').bearerToken(token)).body(), { ignore: 'v9.8.7', is_new: false })

    ;(await client.put('/api/v1/release/source').json({ source: 'none' }).bearerToken(token)).assertStatus(200)
    assert.equal((await client.get('/api/v1/release').bearerToken(token)).body().source, 'none')
  })

  test('the dashboard shows a new release from the last check until it is ignored', async ({ client, assert }) => {
    // An operator who opens the back office (系统设置) and may check versions.
    const { user } = await createStaff([AdminPermission.release.check, AdminPermission.release.update, 'settings.config.list'])
    const token = await tokenFor(user)
    const widget = async () => {
      const html = (await client.get('/admin').bearerToken(token).header('Accept', 'text/html')).text()
      const page = JSON.parse(html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)![1])
      return (page.props.widgets as { key: string; link?: string; notice?: { text: string; description?: string } }[]).find(
        (item) => item.key === 'release.new'
      )
    }
    assert.notExists(await widget(), 'nothing checked yet')
    answer = {
      status: 200,
      body: JSON.stringify({ tag_name: 'v9.9.0', name: '九月版', body: '新增批量导入', published_at: '2026-09-01T08:00:00Z' }),
    }
    await settings.update('release', { source })
    ;(await client.post('/api/v1/release').bearerToken(token)).assertStatus(200)
    const version = JSON.parse(await readFile('package.json', 'utf8')).version
    const shown = await widget()
    assert.equal(shown?.link, '/admin/config/release')
    assert.equal(shown?.notice?.text, `发现新版本 v9.9.0（当前 ${version}）`)
    assert.equal(shown?.notice?.description, '九月版：新增批量导入；发布于 2026-09-01')
    ;(await client.put('/api/v1/release/ignore').json({ tag_name: 'v9.9.0' }).bearerToken(token)).assertStatus(200)
    assert.notExists(await widget(), 'an ignored version is not offered')
  })

  test('an unreachable or wrong source says so, and the last check stays', async ({ client, assert }) => {
    const token = await releaseAdmin()
    const closed = `http://127.0.0.1:${await freePort()}/latest`
    await settings.update('release', { source: closed })
    const down = await client.post('/api/v1/release').bearerToken(token)
    down.assertStatus(502)
    assert.match(down.body().message, /^版本源无法访问（.+），请检查版本源网址或稍后再试$/)

    await settings.update('release', { source })
    answer = { status: 404, body: '{"message":"Not Found"}' }
    const missing = await client.post('/api/v1/release').bearerToken(token)
    missing.assertStatus(502)
    assert.equal(missing.body().message, '版本源返回了错误（HTTP 404），请检查版本源网址')

    answer = { status: 200, body: '<html>not json</html>' }
    const wrong = await client.post('/api/v1/release').bearerToken(token)
    wrong.assertStatus(502)
    assert.equal(wrong.body().message, '版本源返回的内容中没有版本号（tag_name），请检查版本源网址')
    assert.equal((await client.get('/api/v1/release').bearerToken(token)).body().tag_name, '')

    await settings.update('release', { source: 'file:///etc/passwd' })
    const local = await client.post('/api/v1/release').bearerToken(token)
    local.assertStatus(400)
    assert.equal(local.body().message, '版本源须是以 http:// 或 https:// 开头的网址，请在版本检测设置中修改')
  })

  test('a source must be an http(s) address or none; ignoring needs a version', async ({ client, assert }) => {
    const token = await releaseAdmin()
    const bad = await client.put('/api/v1/release/source').json({ source: 'github' }).bearerToken(token)
    bad.assertStatus(400)
    assert.equal(bad.body().message, '版本源须是以 http:// 或 https:// 开头的网址，或 none（不检测新版本）')
    const empty = await client.put('/api/v1/release/ignore').json({}).bearerToken(token)
    empty.assertStatus(400)
    assert.equal(empty.body().message, '请选择要忽略的版本')
    assert.equal((await settings.group('release')).source, '', 'nothing was saved')
  })

  test('members are refused; checking does not let one set the source', async ({ client }) => {
    const member = await tokenFor(await createUser())
    ;(await client.get('/api/v1/release').bearerToken(member)).assertStatus(403)
    const { user } = await createStaff([AdminPermission.release.check])
    ;(
      await client
        .put('/api/v1/release/source')
        .json({ source: 'none' })
        .bearerToken(await tokenFor(user))
    ).assertStatus(403)
  })
})

test.group('PUT /api/v1/sqlmode', () => {
  test('reports the sql_mode on MySQL/MariaDB and changes nothing; on SQLite says there is none', async ({ client, assert }) => {
    const { user } = await createStaff([AdminPermission.database.sqlmode])
    const response = await client.put('/api/v1/sqlmode').bearerToken(await tokenFor(user))
    if (db.connection().dialect.name !== 'mysql') {
      response.assertStatus(400)
      assert.equal(response.body().message, '当前数据库是 SQLite，没有 sql_mode 可设置')
      return
    }
    response.assertStatus(200)
    const [rows] = await db.rawQuery('SELECT @@GLOBAL.sql_mode AS mode')
    assert.equal(response.body().global_sql_mode, String(rows[0].mode))
    assert.isString(response.body().sql_mode)
    assert.isBoolean(response.body().only_full_group_by)
    assert.equal(response.body().changed, false)
  })

  test('only holders of 查看数据库 sql_mode may call it', async ({ client }) => {
    ;(await client.put('/api/v1/sqlmode').bearerToken(await tokenFor(await createUser()))).assertStatus(403)
  })
})
