import { createHash } from 'node:crypto'
import { readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { storage, Attachment, STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '#core/storage/contracts'
import StorageFailure from '#core/storage/models/storage_failure'
import { tokenFor } from '#tests/helpers/users'
import Document from '#plugins/documents/models/document'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { documentFiles } from '#plugins/documents/services/document_files'
import { canMountTmpfs, fillDiskAfter, localRoot, useFullDisk } from '#core/storage/tests/functional/failing_disk'
import { drained, runConversionWorkers, setConverter } from './convert_helpers.js'
import { createUploader, disabledReason, documentsDisabled, makeCategory, uniquePdf } from './upload_helpers.js'

const UPLOAD = '/api/v1/upload/document'
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')
const tmpfsSkip = (await canMountTmpfs()) ? undefined : 'needs to mount a tmpfs (Linux, root)'

function upload(client: ApiClient, token: string, bytes: Buffer) {
  return client.post(UPLOAD).bearerToken(token).file('file', bytes, { filename: '年度报告.pdf', contentType: 'application/pdf' })
}

/** Files in the key's folder that belong to this hash: the original and any temporary part. */
async function filesOf(key: string, hash: string) {
  const folder = path.join(String(localRoot()), path.dirname(key))
  const names = await readdir(folder).catch(() => [] as string[])
  return names.filter((name) => name.startsWith(hash))
}

async function download(client: ApiClient, token: string, id: number) {
  const response = await client.get('/api/v1/document/download').qs({ id }).bearerToken(token)
  response.assertStatus(200)
  const file = await fetch(`http://${process.env.HOST}:${process.env.PORT}${response.body().url}`)
  return Buffer.from(await file.arrayBuffer())
}

test.group('Document upload when the storage refuses the write', (group) => {
  group.setup(runConversionWorkers)
  group.each.setup(() =>
    setConverter({ max_preview: 3, max_preview_percent: 100, extension: 'webp', attempts: 1, enable_convert_repeated_document: false })
  )
  group.each.timeout(120_000)

  test('a disk filling up mid-upload: 507 存储空间不足, nothing left at the key, and the same file sent again is stored whole, converts and downloads', async ({
    client,
    assert,
  }) => {
    const user = await createUploader()
    const token = await tokenFor(user)
    const bytes = await uniquePdf()
    const hash = md5(bytes)
    const key = documentFiles.original(hash, 'pdf')

    const restore = fillDiskAfter(Math.floor(bytes.length / 2))
    let refused
    try {
      refused = await upload(client, token, bytes)
    } finally {
      restore()
    }
    refused.assertStatus(507)
    assert.equal(refused.body().message, STORAGE_FULL_MESSAGE)
    assert.deepEqual(await filesOf(key, hash), [], 'no partial file at the key, no temporary file beside it')
    assert.isNull(await Attachment.findBy('hash', hash))
    const failure = await StorageFailure.query().where('key', key).orderBy('id', 'desc').firstOrFail()
    assert.equal(failure.kind, 'full')
    assert.include(failure.error, 'ENOSPC')

    const stored = await upload(client, token, bytes)
    stored.assertStatus(200)
    assert.equal(stored.body().data.size, bytes.length)
    const kept = Buffer.from(await storage.disk().getBytes(key))
    assert.equal(kept.length, bytes.length)
    assert.equal(md5(kept), hash)
    assert.deepEqual(await filesOf(key, hash), [path.basename(key)])

    const category = await makeCategory()
    const created = await client
      .post('/api/v1/document')
      .bearerToken(token)
      .json({ category_id: [category.id], document: [{ attachment_id: stored.body().data.id }] })
    created.assertStatus(200)
    await drained()
    const document = await Document.findOrFail(created.body().document[0].id)
    assert.equal(document.status, DocumentStatus.Converted, document.convertError)
    assert.equal(document.pages, 3)
    assert.equal(md5(await download(client, token, document.id)), hash)
  })
    .skip(documentsDisabled, disabledReason)
    .skip(!localRoot(), 'needs the local drive')

  test('a real disk that is full: 507 存储空间不足, not 503 存储不可用', async ({ client, assert }) => {
    const user = await createUploader()
    // Several chunks: a streamed write then fails with the source's AbortError, not the disk's ENOSPC.
    const bytes = Buffer.concat([await uniquePdf(), Buffer.from(`%${'0'.repeat(300_000)}\n`)])
    const hash = md5(bytes)
    const restore = await useFullDisk()
    let refused
    try {
      refused = await upload(client, await tokenFor(user), bytes)
    } finally {
      await restore()
    }
    refused.assertStatus(507)
    assert.equal(refused.body().message, STORAGE_FULL_MESSAGE)
    assert.isNull(await Attachment.findBy('hash', hash))
    const failure = await StorageFailure.query().where('key', documentFiles.original(hash, 'pdf')).orderBy('id', 'desc').firstOrFail()
    assert.equal(failure.kind, 'full')
  })
    .skip(documentsDisabled, disabledReason)
    .skip(Boolean(tmpfsSkip), tmpfsSkip)

  test('a damaged copy already at the key (left by an older version) is replaced, not reused', async ({ client, assert }) => {
    const user = await createUploader()
    const bytes = await uniquePdf()
    const hash = md5(bytes)
    const key = documentFiles.original(hash, 'pdf')
    await storage.disk().put(key, bytes.subarray(0, 1000))

    const response = await upload(client, await tokenFor(user), bytes)
    response.assertStatus(200)
    const kept = Buffer.from(await storage.disk().getBytes(key))
    assert.equal(kept.length, bytes.length)
    assert.equal(md5(kept), hash)
  }).skip(documentsDisabled, disabledReason)

  test('a storage that is not writable: 503 存储不可用 and nothing stored', async ({ client, assert }) => {
    const user = await createUploader()
    const bytes = await uniquePdf()
    const hash = md5(bytes)
    const restore = fillDiskAfter(0, 'EACCES')
    let refused
    try {
      refused = await upload(client, await tokenFor(user), bytes)
    } finally {
      restore()
    }
    refused.assertStatus(503)
    assert.equal(refused.body().message, STORAGE_UNAVAILABLE_MESSAGE)
    assert.deepEqual(await filesOf(documentFiles.original(hash, 'pdf'), hash), [])
    assert.isNull(await Attachment.findBy('hash', hash))
  })
    .skip(documentsDisabled, disabledReason)
    .skip(!localRoot(), 'needs the local drive')

  test('an upload folder that is not writable: 503 存储不可用 instead of 500', async ({ client, assert }) => {
    const user = await createUploader()
    const token = await tokenFor(user)
    const bytes = await uniquePdf()
    const notAFolder = path.join(tmpdir(), `docsite-not-a-folder-${process.pid}`)
    await writeFile(notAFolder, '')
    const previous = process.env.TMPDIR
    process.env.TMPDIR = notAFolder
    let refused
    try {
      refused = await upload(client, token, bytes)
    } finally {
      process.env.TMPDIR = previous
      if (previous === undefined) delete process.env.TMPDIR
      await rm(notAFolder, { force: true })
    }
    refused.assertStatus(503)
    assert.equal(refused.body().message, STORAGE_UNAVAILABLE_MESSAGE)
    assert.isNull(await Attachment.findBy('hash', md5(bytes)))
  }).skip(documentsDisabled, disabledReason)
})
