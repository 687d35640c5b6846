import { rm } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { APP_ROOT, runCli } from '#cli/testing/child_process'

/** `docsite search reindex` as an operator runs it: a child process on its own SQLite file. */
const SQLITE_FILE = `tmp/search-cli-${process.pid}.sqlite3`
const env = { SQLITE_FILE, REDIS_HOST: undefined, MEILISEARCH_HOST: undefined, DOCSITE_PLUGINS: 'categories,documents' }
const docsite = (args: string[]) => runCli(args, env, 120_000)

function cliDb() {
  if (!db.manager.has('search_cli')) {
    db.manager.add('search_cli', {
      client: 'better-sqlite3',
      connection: { filename: path.join(APP_ROOT, SQLITE_FILE) },
      useNullAsDefault: true,
    })
  }
  return db.connection('search_cli')
}

test.group('docsite search reindex', (group) => {
  group.setup(async () => {
    const migrated = await docsite(['migrate'])
    if (migrated.code !== 0) throw new Error(migrated.stderr)
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const rows = Array.from({ length: 7 }, (_, index) => ({
      uuid: randomUUID(),
      title: index === 6 ? '已禁用的讲义' : `命令行索引讲义 ${index}`,
      keywords: '',
      description: '',
      user_id: 0,
      attachment_id: 0,
      hash: randomUUID().replace(/-/g, ''),
      ext: '.pdf',
      size: 1,
      language: '',
      price: 0,
      status: index === 6 ? 4 : 2,
      pages: 1,
      created_at: now,
      updated_at: now,
    }))
    await cliDb().table('documents').multiInsert(rows)
    return async () => {
      if (db.manager.has('search_cli')) await db.manager.close('search_cli')
      for (const suffix of ['', '-wal', '-shm']) await rm(path.join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
    }
  })

  test('indexes every public document in batches and reports it; a second run starts over', async ({ assert }) => {
    const result = await docsite(['search', 'reindex', '--batch', '2'])
    assert.equal(result.code, 0, result.stdout + result.stderr)
    assert.include(result.stdout, 'search driver: database')
    assert.include(result.stdout, 'document: 6 indexed, 0 stale entries removed')
    const indexed = await cliDb().from('search_entries').where('kind', 'document').count('* as total')
    assert.equal(Number(indexed[0].total), 6, 'the disabled document is left out')
    const run = await cliDb().from('search_rebuilds').where('kind', 'document').first()
    assert.isNotNull(run.finished_at)

    await cliDb().from('documents').where('title', '命令行索引讲义 0').update({ status: 4 })
    const again = await docsite(['search', 'reindex'])
    assert.equal(again.code, 0, again.stdout + again.stderr)
    assert.include(again.stdout, 'document: 5 indexed, 1 stale entry removed')
  })

  test('bad options are refused with a clear message', async ({ assert }) => {
    const batch = await docsite(['search', 'reindex', '--batch', 'many'])
    assert.equal(batch.code, 1)
    assert.include(batch.stderr, '--batch takes a number from 1 to 5000')
    const kind = await docsite(['search', 'reindex', '--kind', 'nope'])
    assert.equal(kind.code, 1)
    assert.include(kind.stderr, 'unknown kind; registered: document')
  })
})
