import { rm } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import { APP_ROOT, runCli } from '#cli/testing/child_process'
import { createMoredocSite, moredocPasswordHash, moredocServerMissing } from './moredoc_site.js'

/**
 * `docsite import moredoc` as an operator runs it: a child process on its own SQLite file
 * and storage, converting with the in-process queue, reading a MOREDOC site on MariaDB.
 */
const SQLITE_FILE = `tmp/moredoc-cli-${process.pid}.sqlite3`
const STORAGE_ROOT = `tmp/moredoc-cli-storage-${process.pid}`
const env = { SQLITE_FILE, STORAGE_ROOT, REDIS_HOST: undefined, DOCSITE_PLUGINS: undefined }
const docsite = (args: string[]) => runCli(args, env, 180_000)

const serverMissing = await moredocServerMissing()

test.group('docsite import moredoc (CLI)', (group) => {
  group.tap((item) => item.skip(serverMissing !== null, serverMissing ?? ''))
  group.setup(async () => {
    if (serverMissing) return
    const migrated = await docsite(['migrate'])
    if (migrated.code !== 0) throw new Error(`migrate: ${migrated.stderr}`)
  })
  group.teardown(async () => {
    await rm(path.join(APP_ROOT, STORAGE_ROOT), { recursive: true, force: true })
    for (const suffix of ['', '-wal', '-shm']) await rm(path.join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
  })

  test('imports, reports what it left out and why, and imports nothing the second time', async ({ assert }) => {
    const site = await createMoredocSite({
      groups: [{ id: 1, title: '管理员' }],
      users: [{ id: 1, username: 'clireader', password: moredocPasswordHash('reader-pass') }],
      userGroups: [[1, 1]],
      categories: [{ id: 1, title: '资料', type: 0 }],
      documents: [
        { id: 1, title: '命令行导入', userId: 1, categoryIds: [1], file: 'sample.pdf' },
        { id: 2, title: '没有文件', userId: 1, categoryIds: [1], file: { missing: 'gone.pdf' } },
      ],
    })
    try {
      const args = ['import', 'moredoc', '--mysql', site.url, '--uploads', site.uploads]
      const first = await docsite(args)
      assert.equal(first.code, 0, first.stderr)
      assert.match(first.stdout, /用户\s+1\s+0\s+0/)
      assert.match(first.stdout, /文档\s+1\s+0\s+1/)
      assert.match(first.stdout, /skipped document 2: 文件不存在：\/documents\/\S+\.pdf（找过 /)
      assert.match(first.stdout, /文章\s+0\s+0\s+0/)
      assert.include(first.stdout, 'converted 1, conversion failed 0')

      const second = await docsite(args)
      assert.equal(second.code, 0, second.stderr)
      assert.match(second.stdout, /用户\s+0\s+1\s+0/)
      assert.match(second.stdout, /文档\s+0\s+1\s+1/)
      assert.notInclude(second.stdout, 'converted')
    } finally {
      await site.drop()
    }
  }).timeout(240_000)

  test('a database it cannot read is refused with the address and the reason', async ({ assert }) => {
    const result = await docsite(['import', 'moredoc', '--mysql', 'mysql://root@127.0.0.1:3306/no_such_moredoc_db', '--uploads', 'tmp'])
    assert.equal(result.code, 1)
    assert.include(result.stderr, "error: MOREDOC's database at 127.0.0.1:3306/no_such_moredoc_db cannot be read")

    const malformed = await docsite(['import', 'moredoc', '--mysql', 'postgres://x/y', '--uploads', 'tmp'])
    assert.equal(malformed.code, 1)
    assert.include(malformed.stderr, '--mysql must look like mysql://user:password@host:3306/database')
  })
})
