import { randomUUID, createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { APP_ROOT, freePort, runCli, startDetached } from '#cli/testing/child_process'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { documentFiles } from '#plugins/documents/services/document_files'
import { writeManyPagePdf } from '../unit/conversion_helpers.js'

/**
 * A worker killed with SIGKILL in the middle of a conversion: a real server process (the
 * in-process queue's worker) on its own SQLite file and storage, then a second one.
 */
const SQLITE_FILE = `tmp/convert-crash-${process.pid}.sqlite3`
const STORAGE_ROOT = `tmp/convert-crash-storage-${process.pid}`
const LEASE_SECONDS = 3
const env = {
  SQLITE_FILE,
  STORAGE_ROOT,
  REDIS_HOST: undefined,
  DOCSITE_PLUGINS: undefined,
  DOCSITE_CONVERT_LEASE_SECONDS: String(LEASE_SECONDS),
}

function childDb() {
  if (!db.manager.has('convert_crash')) {
    db.manager.add('convert_crash', {
      client: 'better-sqlite3',
      connection: { filename: path.join(APP_ROOT, SQLITE_FILE) },
      useNullAsDefault: true,
    })
  }
  return db.connection('convert_crash')
}

async function startWorker() {
  return startDetached(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    ...env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
  })
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number, output: { text: string }) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await probe()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${what} did not happen in ${timeoutMs} ms:\n${output.text.slice(-3000)}`)
}

test.group('documents conversion: a worker killed mid-conversion', (group) => {
  group.setup(async () => {
    return async () => {
      if (db.manager.has('convert_crash')) await db.manager.close('convert_crash')
      await rm(path.join(APP_ROOT, STORAGE_ROOT), { recursive: true, force: true })
      for (const suffix of ['', '-wal', '-shm']) await rm(path.join(APP_ROOT, SQLITE_FILE + suffix), { force: true })
    }
  })

  test('the document is converted by the next worker once the lease runs out', async ({ assert, cleanup }) => {
    const migrated = await runCli(['migrate'], env)
    assert.equal(migrated.code, 0, migrated.stderr)
    // Every one of 400 pages rendered: a conversion long enough to be killed in the middle.
    const all = await runCli(['config', 'set', 'converter.max_preview', '0'], env)
    assert.equal(all.code, 0, all.stderr)

    const file = path.join(APP_ROOT, 'tmp', `convert-crash-${process.pid}.pdf`)
    await writeManyPagePdf(file, 400)
    const bytes = await readFile(file)
    await rm(file)
    const hash = createHash('md5').update(bytes).digest('hex')
    const original = path.join(APP_ROOT, STORAGE_ROOT, documentFiles.original(hash, 'pdf'))
    await mkdir(path.dirname(original), { recursive: true })
    await writeFile(original, bytes)
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const [id] = await childDb().table('documents').insert({
      uuid: randomUUID(),
      title: '四百页',
      hash,
      ext: '.pdf',
      size: bytes.byteLength,
      status: DocumentStatus.Pending,
      created_at: now,
      updated_at: now,
    })
    const row = () => childDb().from('documents').where('id', id).first()

    const first = await startWorker()
    cleanup(() => first.stop('SIGKILL', 0).then(() => {}))
    // Boot's sweep queues the waiting document; it is converting once the lease is taken.
    await until(
      'the first worker taking the document',
      async () => Number((await row()).status) === DocumentStatus.Converting,
      120_000,
      first.output
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    assert.equal(Number((await row()).status), DocumentStatus.Converting, 'still converting when killed')
    await first.stop('SIGKILL', 0)

    const orphaned = await row()
    assert.equal(Number(orphaned.status), DocumentStatus.Converting)
    assert.equal(Number(orphaned.convert_attempts), 1)
    assert.isNotNull(orphaned.lease_until)
    assert.isFalse(existsSync(path.join(APP_ROOT, STORAGE_ROOT, documentFiles.derived(hash, 'cover.webp'))))

    const few = await runCli(['config', 'set', 'converter.max_preview', '3'], env)
    assert.equal(few.code, 0, few.stderr)
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1) * 1000))

    const second = await startWorker()
    cleanup(() => second.stop('SIGKILL', 0).then(() => {}))
    const done = await until(
      'the second worker converting the document',
      async () => {
        const current = await row()
        return Number(current.status) === DocumentStatus.Converted ? current : null
      },
      120_000,
      second.output
    )
    assert.equal(Number(done.convert_attempts), 2)
    assert.equal(Number(done.pages), 400)
    assert.equal(Number(done.preview), 3)
    assert.isNull(done.lease_until)
    for (const name of ['1.webp', '3.webp', 'cover.webp', 'thumb.webp']) {
      assert.isTrue(existsSync(path.join(APP_ROOT, STORAGE_ROOT, documentFiles.derived(hash, name))), name)
    }
    await second.stop('SIGTERM')
  }).timeout(300_000)
})
