import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { APP_ROOT, runCli } from '#cli/testing/child_process'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { documentFiles } from '#plugins/documents/services/document_files'
import { fixture } from './convert_helpers.js'

/**
 * `docsite documents import` and `reconvert` as an operator runs them: child processes on
 * their own SQLite file and storage folder, converting with the in-process queue.
 */
const SQLITE_FILE = `tmp/convert-cli-${process.pid}.sqlite3`
const STORAGE_ROOT = `tmp/convert-cli-storage-${process.pid}`
const env = { SQLITE_FILE, STORAGE_ROOT, REDIS_HOST: undefined, DOCSITE_PLUGINS: undefined }
const docsite = (args: string[]) => runCli(args, env, 180_000)

function cliDb() {
  if (!db.manager.has('convert_cli')) {
    db.manager.add('convert_cli', {
      client: 'better-sqlite3',
      connection: { filename: path.join(APP_ROOT, SQLITE_FILE) },
      useNullAsDefault: true,
    })
  }
  return db.connection('convert_cli')
}

function stored(hash: string, file: string) {
  return existsSync(path.join(APP_ROOT, STORAGE_ROOT, documentFiles.derived(hash, file)))
}

test.group('docsite documents CLI', (group) => {
  let source = ''
  let categoryId = 0

  group.setup(async () => {
    source = await mkdtemp(path.join(tmpdir(), 'docsite-import-'))
    await mkdir(path.join(source, '子目录'))
    await copyFile(fixture('sample.pdf'), path.join(source, '论文.pdf'))
    await copyFile(fixture('gbk.txt'), path.join(source, '小说.txt'))
    await copyFile(fixture('sample.csv'), path.join(source, '子目录', '表格.csv'))
    await copyFile(fixture('empty.pdf'), path.join(source, '空白.pdf'))
    await copyFile(fixture('program.pdf'), path.join(source, '程序.pdf'))
    await writeFile(path.join(source, 'notes.xyz'), 'not a document type')

    const migrated = await docsite(['migrate'])
    if (migrated.code !== 0) throw new Error(migrated.stderr)
    const user = await docsite(['user', 'create', 'importer', '--email', 'importer@example.com', '--password', 'secret123'])
    if (user.code !== 0) throw new Error(user.stderr)
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const [id] = await cliDb().table('categories').insert({ title: '导入分类', type: 0, parent_id: 0, created_at: now, updated_at: now })
    categoryId = Number(id)
    await cliDb().table('languages').insert({ language: '中文', code: 'zh', enable: true, created_at: now, updated_at: now })

    return async () => {
      if (db.manager.has('convert_cli')) await db.manager.close('convert_cli')
      await rm(source, { recursive: true, force: true })
      await rm(path.join(APP_ROOT, STORAGE_ROOT), { recursive: true, force: true })
      for (const suffix of ['', '-wal', '-shm']) await rm(path.join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
    }
  })

  test('import walks the folder, converts what it imported, and reports the failures with exit code 1', async ({ assert }) => {
    const result = await docsite([
      'documents',
      'import',
      source,
      '--owner',
      'importer',
      '--category',
      String(categoryId),
      '--price',
      '3',
      '--language',
      'zh',
    ])
    assert.equal(result.code, 1, result.stdout + result.stderr)
    assert.include(result.stdout, 'imported 3, skipped 0, failed 2')
    assert.include(result.stdout, '1 file(s) with unsupported extensions ignored')
    assert.match(result.stdout, /failed {2}空白\.pdf: 文件为空/)
    assert.match(result.stdout, /failed {2}程序\.pdf: 文件内容与扩展名不符，已拒绝转换/)
    assert.include(result.stdout, 'converted 3, conversion failed 0')
    assert.include(result.stderr, 'error: 2 file(s) could not be imported')

    const documents = await cliDb().from('documents').orderBy('id').select('*')
    assert.deepEqual(documents.map((row) => row.title).sort(), ['小说', '表格', '论文'].sort())
    const owner = await cliDb().from('users').where('username', 'importer').first()
    for (const row of documents) {
      assert.equal(Number(row.status), DocumentStatus.Converted, `${row.title}: ${row.convert_error}`)
      assert.equal(Number(row.user_id), Number(owner.id))
      assert.equal(Number(row.price), 3)
      assert.equal(row.language, 'zh')
      assert.isTrue(stored(row.hash, `1${row.preview_ext}`), row.title)
    }
    const links = await cliDb().from('document_categories').where('category_id', categoryId)
    assert.lengthOf(links, 3)
    const category = await cliDb().from('categories').where('id', categoryId).first()
    assert.equal(Number(category.doc_count), 3)
  }).timeout(200_000)

  test('import again skips what the owner already has; --no-recursive leaves sub-folders alone', async ({ assert }) => {
    const result = await docsite(['documents', 'import', source, '--owner', 'importer', '--no-recursive'])
    assert.include(result.stdout, 'imported 0, skipped 2, failed 2')
    assert.match(result.stdout, /skipped 论文\.pdf: already imported/)
    assert.notInclude(result.stdout, '表格.csv')
    const count = await cliDb().from('documents').count('* as total').first()
    assert.equal(Number(count.total), 3)
  }).timeout(200_000)

  test('import refuses an unknown owner, category or folder before touching anything', async ({ assert }) => {
    const owner = await docsite(['documents', 'import', source, '--owner', 'nobody'])
    assert.equal(owner.code, 1)
    assert.include(owner.stderr, 'no user named "nobody"')
    const category = await docsite(['documents', 'import', source, '--owner', 'importer', '--category', '999'])
    assert.equal(category.code, 1)
    assert.include(category.stderr, '分类不存在或已被禁用')
    const folder = await docsite(['documents', 'import', path.join(source, 'missing')])
    assert.equal(folder.code, 1)
    assert.include(folder.stderr, 'is not a directory')
  }).timeout(200_000)

  test('reconvert renders the chosen documents again and waits for them', async ({ assert }) => {
    const pdf = await cliDb().from('documents').where('title', '论文').first()
    await cliDb().from('documents').where('id', pdf.id).update({ status: DocumentStatus.Failed, convert_error: '文档转换超时', preview: 0 })

    const none = await docsite(['documents', 'reconvert'])
    assert.equal(none.code, 1)
    assert.include(none.stderr, 'choose the documents')

    const result = await docsite(['documents', 'reconvert', '--status', '3'])
    assert.equal(result.code, 0, result.stdout + result.stderr)
    assert.include(result.stdout, '1 document(s) set to convert again')
    assert.include(result.stdout, 'converted 1, failed 0')
    const after = await cliDb().from('documents').where('id', pdf.id).first()
    assert.equal(Number(after.status), DocumentStatus.Converted)
    assert.equal(after.convert_error, '')
    assert.equal(Number(after.preview), 3)
    assert.equal(Number(after.convert_attempts), 1, 'a reconvert starts counting attempts again')

    const byId = await docsite(['documents', 'reconvert', '--id', String(pdf.id)])
    assert.equal(byId.code, 0, byId.stderr)
    assert.include(byId.stdout, 'converted 1, failed 0')
  }).timeout(200_000)
})
