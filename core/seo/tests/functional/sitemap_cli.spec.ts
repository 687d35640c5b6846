import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import { APP_ROOT, runCli } from '#cli/testing/child_process'

/** `docsite sitemap build` as an operator runs it: a child process on its own SQLite file and storage folder. */
const SQLITE_FILE = `tmp/sitemap-cli-${process.pid}.sqlite3`
const STORAGE_ROOT = `tmp/sitemap-cli-storage-${process.pid}`
const env = {
  SQLITE_FILE,
  STORAGE_ROOT,
  STORAGE_DRIVER: 'local',
  REDIS_HOST: undefined,
  APP_URL: 'https://cli.example.com',
  DOCSITE_PLUGINS: 'categories,documents',
}
const docsite = (args: string[]) => runCli(args, env, 120_000)

test.group('docsite sitemap build', (group) => {
  group.setup(async () => {
    const migrated = await docsite(['migrate'])
    if (migrated.code !== 0) throw new Error(migrated.stderr)
    return async () => {
      for (const suffix of ['', '-wal', '-shm']) await rm(path.join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
      await rm(path.join(APP_ROOT, STORAGE_ROOT), { recursive: true, force: true })
    }
  })

  test('writes the index and a file per source to the storage, reports them, and swaps on each run', async ({ assert }) => {
    await docsite(['config', 'set', 'system.domain', ''])
    const result = await docsite(['sitemap', 'build'])
    assert.equal(result.code, 0, result.stdout + result.stderr)
    assert.include(result.stdout, 'pages-1.xml: 1 URL\n')
    assert.include(result.stdout, 'categories-1.xml: 1 URL\n', 'the category index, with no category yet')
    assert.match(result.stdout, /sitemap: 2 URLs in 2 files, \d+\.\d s\n/)
    assert.include(result.stdout, 'index: https://cli.example.com/sitemap.xml', 'no domain set: APP_URL')

    const folder = path.join(APP_ROOT, STORAGE_ROOT, 'sitemap')
    const [build] = await readdir(folder)
    const index = await readFile(path.join(folder, build, 'sitemap.xml'), 'utf8')
    assert.include(index, '<loc>https://cli.example.com/sitemap/pages-1.xml</loc>')
    assert.include(index, '<loc>https://cli.example.com/sitemap/categories-1.xml</loc>')
    assert.include(await readFile(path.join(folder, build, 'pages-1.xml'), 'utf8'), '<loc>https://cli.example.com/</loc>')

    const again = await docsite(['sitemap', 'build'])
    assert.equal(again.code, 0, again.stderr)
    assert.lengthOf(await readdir(folder), 2, 'a new set next to the previous one')
  })
})
