import { rm } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { APP_ROOT, runCli } from '#cli/testing/child_process'
import { startFixtureServer, type FixtureServer } from '../fixture_server.js'
import { disabledReason, fixture, spiderDisabled } from './spider_helpers.js'

/**
 * `docsite spider add|run|publish` as an operator runs them: child processes on their own
 * SQLite file and storage, converting with the in-process queue, against a local site.
 */
const SQLITE_FILE = `tmp/spider-cli-${process.pid}.sqlite3`
const STORAGE_ROOT = `tmp/spider-cli-storage-${process.pid}`
const env = { SQLITE_FILE, STORAGE_ROOT, REDIS_HOST: undefined, DOCSITE_PLUGINS: undefined }
const docsite = (args: string[]) => runCli(args, env, 180_000)

function cliDb() {
  if (!db.manager.has('spider_cli')) {
    db.manager.add('spider_cli', {
      client: 'better-sqlite3',
      connection: { filename: path.join(APP_ROOT, SQLITE_FILE) },
      useNullAsDefault: true,
    })
  }
  return db.connection('spider_cli')
}

test.group('docsite spider CLI', (group) => {
  group.tap((item) => item.skip(spiderDisabled, disabledReason))
  let server: FixtureServer

  group.setup(async () => {
    const pdf = await fixture('sample.pdf')
    server = await startFixtureServer({
      '/list.html': (_, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end('<a href="/docs/guide.pdf">使用指南</a><a href="/docs/guide-copy.pdf">使用指南副本</a><a href="/about.html">关于</a>')
      },
      '/docs/guide.pdf': (_, res) => res.end(pdf),
      '/docs/guide-copy.pdf': (_, res) => res.end(pdf),
    })
    for (const args of [
      ['migrate'],
      ['user', 'create', 'collector', '--email', 'collector@example.com', '--password', 'secret123'],
      ['config', 'set', 'spider.allowed_hosts', '127.0.0.1'],
      ['config', 'set', 'spider.host_delay_ms', '0'],
    ]) {
      const result = await docsite(args)
      if (result.code !== 0) throw new Error(`${args.join(' ')}: ${result.stderr}`)
    }
    return async () => {
      await server.close()
      if (db.manager.has('spider_cli')) await db.manager.close('spider_cli')
      await rm(path.join(APP_ROOT, STORAGE_ROOT), { recursive: true, force: true })
      for (const suffix of ['', '-wal', '-shm']) await rm(path.join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
    }
  })

  test('add, run and publish take a local site to converted documents, with a summary', async ({ assert }) => {
    const added = await docsite(['spider', 'add', `${server.origin}/list.html`, '--owner', 'collector', '--pattern', 'pdf', '--price', '2'])
    assert.equal(added.code, 0, added.stderr)
    assert.match(added.stdout, /added source #1 /)

    const run = await docsite(['spider', 'run', '--url', '1'])
    assert.equal(run.code, 0, run.stderr)
    assert.include(run.stdout, '#1 ' + `${server.origin}/list.html: 2 new link(s) on 1 page(s)`)
    assert.include(run.stdout, 'downloading: 采集成功 1, 采集失败 1')
    assert.include(run.stdout, '与采集文档 #1 是同一个文件，未重复保存')

    const published = await docsite(['spider', 'publish'])
    assert.equal(published.code, 0, published.stderr)
    assert.include(published.stdout, 'publishing: 发布成功 1')
    // The owner is a plain member, whose uploads wait for review by default: collected files obey the same rule.
    assert.include(published.stdout, 'published 1: converted 0, awaiting review 1, not converted 0', published.stdout)

    const row = await cliDb().from('spider_documents').where('status', 7).first()
    const document = await cliDb().from('documents').where('id', row.document_id).first()
    assert.equal(document.title, '使用指南')
    assert.equal(document.price, 2)

    const refused = await docsite(['spider', 'add', 'ftp://example.com/x'])
    assert.equal(refused.code, 1)
    assert.include(refused.stderr, 'the URL must start with http:// or https://')
  })
})
