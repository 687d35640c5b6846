import { createHash, randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@japa/runner'
import { storage, AttachmentType, STORAGE_FULL_MESSAGE } from '#core/storage/contracts'
import { FakeS3, useS3 } from './fake_s3.js'

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')
const unique = (label: string) => Buffer.from(`GIF89a ${label} ${randomUUID()} ${'x'.repeat(4000)}`)

test.group('Storage on S3: verified writes', (group) => {
  const s3 = new FakeS3()
  group.setup(async () => {
    const restore = useS3(await s3.start())
    return async () => {
      restore()
      await s3.stop()
    }
  })
  group.each.setup(() => {
    s3.fullFor = 0
  })

  test('an upload is stored whole under its md5', async ({ assert }) => {
    const bytes = unique('whole')
    const attachment = await storage.storeUpload({ bytes, ext: 'gif', userId: 0, type: AttachmentType.Banner })
    const object = s3.objects.get(attachment.path.slice(1))
    assert.exists(object)
    assert.equal(md5(object!.bytes), md5(bytes))
    assert.equal(object!.contentType, 'image/gif')
  })

  test('a damaged object already at the key is replaced, not reused', async ({ assert }) => {
    const bytes = unique('damaged')
    const key = storage.uploadKey(md5(bytes), 'gif')
    s3.objects.set(key, { bytes: bytes.subarray(0, 100), contentType: 'image/gif' })
    await storage.storeUpload({ bytes, ext: 'gif', userId: 0, type: AttachmentType.Banner })
    assert.equal(s3.objects.get(key)!.bytes.length, bytes.length)
    assert.equal(md5(s3.objects.get(key)!.bytes), md5(bytes))

    // Same size, other bytes: only the md5 tells them apart.
    const flipped = Buffer.from(bytes)
    flipped[flipped.length - 1] ^= 0xff
    s3.objects.set(key, { bytes: flipped, contentType: 'image/gif' })
    await storage.storeUpload({ bytes, ext: 'gif', userId: 0, type: AttachmentType.Banner })
    assert.equal(md5(s3.objects.get(key)!.bytes), md5(bytes))
  })

  test('a full object store: 507 存储空间不足, nothing at the key, and the file sent again is stored whole', async ({ assert }) => {
    const bytes = unique('full')
    const file = path.join(tmpdir(), `docsite-s3-${randomUUID()}`)
    await writeFile(file, bytes)
    try {
      const key = `documents/${md5(bytes).slice(0, 2)}/${md5(bytes).slice(2, 4)}/${md5(bytes)}.pdf`
      const expected = { size: bytes.length, md5: md5(bytes) }
      s3.fullFor = 1
      const error = await storage.putContent(key, { path: file }, expected).catch((refused) => refused)
      assert.equal(error?.status, 507)
      assert.equal(error?.message, STORAGE_FULL_MESSAGE)
      assert.isFalse(s3.objects.has(key))

      await storage.putContent(key, { path: file }, expected)
      assert.equal(md5(s3.objects.get(key)!.bytes), md5(bytes))
    } finally {
      await rm(file, { force: true })
    }
  })
})
