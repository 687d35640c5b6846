import { test } from '@japa/runner'
import { storage, Attachment, AttachmentType } from '#core/storage/contracts'

function pathOf(hash: string, ext: string) {
  return `/uploads/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${ext}`
}

test.group('Storage and GET /uploads/*', () => {
  test('an upload is stored under its md5 and served with long caching', async ({ client, assert }) => {
    const bytes = new TextEncoder().encode(`GIF89a fake image ${Date.now()}`)
    const attachment = await storage.storeUpload({
      bytes,
      ext: 'gif',
      userId: 0,
      type: AttachmentType.Config,
      name: 'logo.gif',
      ip: '10.0.0.1',
    })
    const hash = storage.md5(bytes)
    assert.equal(attachment.hash, hash)
    assert.equal(attachment.path, pathOf(hash, 'gif'))
    assert.equal(attachment.size, bytes.byteLength)
    assert.isTrue(await storage.disk().exists(attachment.path.slice(1)))

    const response = await client.get(attachment.path)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/gif')
    assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(response.header('etag'), `"${hash}"`)
    assert.include(response.header('content-security-policy')!, "default-src 'none'")
    assert.equal(response.header('x-content-type-options'), 'nosniff')

    const again = await client.get(attachment.path).header('If-None-Match', `"${hash}"`)
    again.assertStatus(304)
  })

  test('the same content is stored once, whoever uploads it', async ({ assert }) => {
    const bytes = new TextEncoder().encode(`same ${Date.now()}`)
    const first = await storage.storeUpload({ bytes, ext: 'png', userId: 1, type: AttachmentType.Banner })
    const second = await storage.storeUpload({ bytes, ext: 'png', userId: 2, type: AttachmentType.Banner })
    assert.equal(first.path, second.path)
    assert.notEqual(first.id, second.id)
    const { objects } = await storage.disk().listAll(`uploads/${first.hash.slice(0, 2)}/${first.hash.slice(2, 4)}`)
    assert.lengthOf(
      [...objects].filter((object) => 'key' in object && object.key.includes(first.hash)),
      1
    )
  })

  test('an SVG is served as an image that can run nothing', async ({ client, assert }) => {
    const bytes = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(${Date.now()})</script></svg>`)
    const attachment = await storage.storeUpload({ bytes, ext: 'svg', userId: 0, type: AttachmentType.Config })
    const response = await client.get(attachment.path)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/svg+xml')
    assert.include(response.header('content-security-policy')!, 'sandbox')
  })

  test('files that are not images, odd paths and unknown files are 404', async ({ client }) => {
    const bytes = new TextEncoder().encode(`<html><script>alert(${Date.now()})</script></html>`)
    const hash = storage.md5(bytes)
    // .htm rather than .html: a dev server watching the folder would reload its pages for .html.
    await storage.put(storage.uploadKey(hash, 'htm'), bytes)
    ;(await client.get(pathOf(hash, 'htm'))).assertStatus(404)

    const image = await storage.storeUpload({ bytes: new TextEncoder().encode(`x${Date.now()}`), ext: 'png', userId: 0, type: 0 })
    ;(await client.get(`/uploads/00/00/${image.hash}.png`)).assertStatus(404)
    ;(await client.get(`/uploads/${image.hash}.png`)).assertStatus(404)
    ;(await client.get('/uploads/../../.env')).assertStatus(404)
    ;(await client.get('/uploads/%2e%2e/%2e%2e/.env')).assertStatus(404)
    ;(await client.get(pathOf('0123456789abcdef0123456789abcdef', 'png'))).assertStatus(404)
  })

  test('a banned hash is neither stored again nor served', async ({ client, assert }) => {
    const bytes = new TextEncoder().encode(`banned ${Date.now()}`)
    const attachment = await storage.storeUpload({ bytes, ext: 'jpg', userId: 3, type: AttachmentType.Comment })
    await Attachment.query().where('id', attachment.id).update({ enable: false })

    await assert.rejects(() => storage.storeUpload({ bytes, ext: 'jpg', userId: 4, type: AttachmentType.Comment }), '该文件已被禁止上传')
    ;(await client.get(attachment.path)).assertStatus(404)
  })
})
