import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import settings from '#core/settings/settings_service'
import { signDownloadToken } from '#plugins/documents/actions/download_token'
import { createReaderDocument } from './reader_fixtures.js'

/** The file as a browser gets it (the API client does not read octet-stream bodies). */
async function fetchFile(path: string, range?: string) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, {
    headers: range ? { Range: range } : {},
  })
  const body = Buffer.from(await response.arrayBuffer())
  return {
    status: response.status,
    header: (name: string) => response.headers.get(name) ?? undefined,
    text: () => body.toString(),
  }
}

const ORIGINAL = Buffer.from(`%PDF-1.7 ${'0123456789'.repeat(100)} ${Date.now()}`)

test.group('GET /download/:token', (group) => {
  group.each.setup(async () => {
    await settings.update('download', {
      enable_guest_download: true,
      times_every_day: 100,
      times_every_ip: 100,
      url_duration: 60,
      secret_key: '',
    })
  })

  test('the whole file, as an attachment named after the title', async ({ client, assert }) => {
    const document = await createReaderDocument({ original: ORIGINAL, title: '合同/范本 "2026"' })
    const { url } = (await client.get('/api/v1/document/download').qs({ id: document.id }).header('X-Forwarded-For', '10.9.0.1')).body()
    const response = await fetchFile(url)
    assert.equal(response.status, 200)
    assert.equal(response.header('content-length'), String(ORIGINAL.length))
    assert.equal(response.header('accept-ranges'), 'bytes')
    const disposition = response.header('content-disposition')
    assert.match(disposition ?? '', /^attachment; filename="[ -~]+"; filename\*=UTF-8''/)
    assert.include(disposition, `filename*=UTF-8''${encodeURIComponent('合同_范本 _2026_.pdf')}`)
    assert.equal(response.text(), ORIGINAL.toString())
  })

  test('byte ranges: partial, open-ended, suffix, and 416 for ranges outside the file', async ({ client, assert }) => {
    const document = await createReaderDocument({ original: ORIGINAL })
    const { url } = (await client.get('/api/v1/document/download').qs({ id: document.id }).header('X-Forwarded-For', '10.9.0.2')).body()
    const size = ORIGINAL.length

    const partial = await fetchFile(url, 'bytes=10-19')
    assert.equal(partial.status, 206)
    assert.equal(partial.header('content-range'), `bytes 10-19/${size}`)
    assert.equal(partial.header('content-length'), '10')
    assert.equal(partial.text(), ORIGINAL.subarray(10, 20).toString())

    const open = await fetchFile(url, `bytes=${size - 5}-`)
    assert.equal(open.status, 206)
    assert.equal(open.text(), ORIGINAL.subarray(size - 5).toString())

    const suffix = await fetchFile(url, 'bytes=-7')
    assert.equal(suffix.status, 206)
    assert.equal(suffix.header('content-range'), `bytes ${size - 7}-${size - 1}/${size}`)
    assert.equal(suffix.text(), ORIGINAL.subarray(size - 7).toString())

    const beyond = await fetchFile(url, 'bytes=5-999999')
    assert.equal(beyond.status, 206)
    assert.equal(beyond.header('content-range'), `bytes 5-${size - 1}/${size}`)

    for (const bad of [`bytes=${size}-`, 'bytes=20-10', 'bytes=abc', 'bytes=-0']) {
      const response = await fetchFile(url, bad)
      assert.equal(response.status, 416)
      assert.equal(response.header('content-range'), `bytes */${size}`, bad)
    }

    const full = await fetchFile(url, 'items=0-5')
    assert.equal(full.status, 200)
    assert.equal(full.header('content-length'), String(size))
  })

  test('an expired, tampered or foreign token gets 400 下载链接已失效', async ({ client, assert }) => {
    const document = await createReaderDocument({ original: ORIGINAL })
    const expired = await signDownloadToken(
      { documentId: document.id, userId: 0, hash: document.hash },
      DateTime.now().minus({ minutes: 5 }).toMillis()
    )
    const valid = await signDownloadToken({ documentId: document.id, userId: 0, hash: document.hash })
    const [payload, signature] = valid.split('.')
    const other = await createReaderDocument()
    const forged = Buffer.from(JSON.stringify([other.id, 0, other.hash, Math.floor(Date.now() / 1000) + 600])).toString('base64url')
    const wrongHash = await signDownloadToken({ documentId: document.id, userId: 0, hash: other.hash })

    for (const token of [expired, `${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, 'garbage', `${payload}`, wrongHash]) {
      const response = await client.get(`/download/${token}`)
      response.assertStatus(400)
      assert.equal(response.text(), '下载链接已失效')
    }
    ;(await client.get(`/download/${valid}`)).assertStatus(200)

    await settings.update('download', { secret_key: 'a-new-secret-key' })
    ;(await client.get(`/download/${valid}`)).assertStatus(400)
  })

  test('a link lives for download.url_duration seconds', async ({ assert }) => {
    await settings.update('download', { url_duration: 30 })
    const document = await createReaderDocument()
    const { verifyDownloadToken } = await import('#plugins/documents/actions/download_token')
    const now = Date.now()
    const token = await signDownloadToken({ documentId: document.id, userId: 0, hash: document.hash }, now)
    assert.isNotNull(await verifyDownloadToken(token, now + 29_000))
    assert.isNull(await verifyDownloadToken(token, now + 31_000))
  })
})
