import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import Attachment from '#core/storage/models/attachment'
import { AttachmentType } from '#core/storage/enums/attachment_type'
import { createUser, tokenFor } from '#tests/helpers/users'
import { pngBytes } from '../helpers.js'
import { http } from '../http.js'

test.group('Avatar upload', () => {
  test('a PNG becomes a 256×256 WebP avatar, stored by content', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const response = await client
      .post('/api/v1/upload/avatar')
      .bearerToken(token)
      .file('file', await pngBytes(300, 200), { filename: 'me.png', contentType: 'image/png' })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.code, 200)
    assert.equal(body.message, '上传成功')
    assert.match(body.data.path, /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/)
    assert.equal(body.data.type, AttachmentType.Avatar)
    assert.equal(body.data.width, 256)
    assert.equal(body.data.name, 'me.png')

    await user.refresh()
    assert.equal(user.avatar, body.data.path)
    const attachment = await Attachment.findOrFail(body.data.id)
    assert.equal(attachment.userId, user.id)
    assert.equal(attachment.typeId, user.id)

    const key = body.data.path.slice(1)
    const stored = await drive.use().getBytes(key)
    const meta = await sharp(Buffer.from(stored)).metadata()
    assert.equal(meta.format, 'webp')
    assert.equal(meta.width, 256)
    assert.equal(meta.height, 256)

    const served = await client.get(body.data.path)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/webp')
    assert.include(served.header('content-security-policy')!, "default-src 'none'")
    assert.equal(served.header('x-content-type-options'), 'nosniff')

    const me = await client.get('/api/v1/user').bearerToken(token)
    assert.equal(me.body().avatar, body.data.path)
  })

  test('the same picture twice is stored once and recorded once', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const bytes = await pngBytes(80, 80)
    const first = await client.post('/api/v1/upload/avatar').bearerToken(token).file('file', bytes, { filename: 'a.png' })
    const second = await client.post('/api/v1/upload/avatar').bearerToken(token).file('file', bytes, { filename: 'b.png' })
    assert.equal(first.body().data.path, second.body().data.path)
    assert.equal(first.body().data.id, second.body().data.id)
  })

  test('a text file named .png is refused', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client
      .post('/api/v1/upload/avatar')
      .bearerToken(await tokenFor(user))
      .file('file', Buffer.from('<script>alert(1)</script> not an image'), { filename: 'evil.png', contentType: 'image/png' })
    response.assertStatus(400)
    response.assertBodyContains({ message: '头像只支持 JPG、PNG、GIF、WebP 格式的图片' })
    await user.refresh()
    assert.equal(user.avatar, '')
  })

  test('an SVG is not an accepted avatar', async ({ client }) => {
    const user = await createUser()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
    const response = await client
      .post('/api/v1/upload/avatar')
      .bearerToken(await tokenFor(user))
      .file('file', svg, { filename: 'x.svg', contentType: 'image/svg+xml' })
    response.assertStatus(400)
  })

  test('more than 5 MB is refused', async ({ client }) => {
    const user = await createUser()
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 1)])
    const response = await client
      .post('/api/v1/upload/avatar')
      .bearerToken(await tokenFor(user))
      .file('file', big, { filename: 'big.png' })
    response.assertStatus(400)
    response.assertBodyContains({ message: '头像图片不能超过5MB' })
  })

  test('no file, or a guest, is refused', async ({ client }) => {
    const user = await createUser()
    const none = await client
      .post('/api/v1/upload/avatar')
      .bearerToken(await tokenFor(user))
      .field('x', '1')
    none.assertStatus(400)
    none.assertBodyContains({ message: '请选择要上传的头像图片' })
    const form = new FormData()
    form.append('file', new Blob([await pngBytes()], { type: 'image/png' }), 'a.png')
    const guest = await http('POST', '/api/v1/upload/avatar', { body: form })
    guest.assertStatus(401)
  })

  test('a banned picture is refused', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const bytes = await pngBytes(90, 90)
    const first = await client.post('/api/v1/upload/avatar').bearerToken(token).file('file', bytes, { filename: 'a.png' })
    await Attachment.query().where('id', first.body().data.id).update({ enable: false })

    const again = await client.post('/api/v1/upload/avatar').bearerToken(token).file('file', bytes, { filename: 'a.png' })
    again.assertStatus(400)
    again.assertBodyContains({ message: '该文件已被禁止上传' })
    ;(await client.get(first.body().data.path)).assertStatus(404)
    assert.isTrue(true)
  })
})
