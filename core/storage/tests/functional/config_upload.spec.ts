import { test } from '@japa/runner'
import sharp from 'sharp'
import Attachment from '#core/storage/models/attachment'
import { AttachmentType } from '#core/storage/enums/attachment_type'
import { StoragePermission } from '#core/storage/permissions'
import settings from '#core/settings/settings_service'
import { inertiaPage } from '#tests/helpers/inertia'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'

function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer()
}

test.group('POST /api/v1/upload/config: images of settings', (group) => {
  group.each.teardown(async () => {
    await settings.update('system', { logo: '' })
  })

  test('an admin uploads a logo: stored as a config attachment, served publicly, and the logo setting shows it', async ({
    client,
    assert,
  }) => {
    const token = await tokenFor(await createSuperAdmin())
    const upload = await client
      .post('/api/v1/upload/config')
      .bearerToken(token)
      .file('file', await png(2400, 600), { filename: 'logo.png' })
    upload.assertStatus(200)
    assert.equal(upload.body().code, 200)
    assert.equal(upload.body().message, '上传成功')
    const data = upload.body().data
    assert.equal(data.type, AttachmentType.Config)
    assert.match(data.path, /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/)
    // Shrunk to fit 1200 px, proportions kept.
    assert.equal(data.width, 1200)
    assert.equal(data.height, 300)
    const stored = await Attachment.findOrFail(data.id)
    assert.equal(stored.type, AttachmentType.Config)

    // Served to anyone, no login: the logo shows on every page.
    const image = await client.get(data.path)
    image.assertStatus(200)
    assert.equal(image.header('content-type'), 'image/webp')

    const saved = await client
      .put('/api/v1/config')
      .bearerToken(token)
      .json({ category: 'system', values: { logo: data.path } })
    saved.assertStatus(200)
    const publicSettings = await client.get('/api/v1/settings')
    assert.equal(publicSettings.body().system.logo, data.path)
  })

  test('a file that is not an image, an oversized one and a missing one are refused with a clear message', async ({ client, assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const before = await Attachment.query().where('type', AttachmentType.Config).count('* as total')

    const notImage = await client
      .post('/api/v1/upload/config')
      .bearerToken(token)
      .file('file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: 'logo.png' })
    assert.equal(notImage.status(), 400)
    assert.equal(notImage.body().message, '配置只支持 JPG、PNG、GIF、WebP 格式的图片')

    const oversized = await client
      .post('/api/v1/upload/config')
      .bearerToken(token)
      .file('file', Buffer.alloc(2 * 1024 * 1024 + 1, 1), { filename: 'big.png' })
    assert.equal(oversized.status(), 400)
    assert.equal(oversized.body().message, '配置图片不能超过2MB')

    const none = await client.post('/api/v1/upload/config').bearerToken(token)
    assert.equal(none.status(), 400)
    assert.equal(none.body().message, '请选择要上传的配置图片')

    const after = await Attachment.query().where('type', AttachmentType.Config).count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total), 'nothing refused was stored')
  })

  test('only holders of 上传配置图片 may upload: 401 for a guest, 403 for a member', async ({ client, assert }) => {
    const file = await png(64, 64)
    const guest = await client.post('/api/v1/upload/config').file('file', file, { filename: 'a.png' })
    assert.equal(guest.status(), 401)
    assert.equal(guest.body().code, 16)

    const member = await client
      .post('/api/v1/upload/config')
      .bearerToken(await tokenFor(await createUser()))
      .file('file', file, { filename: 'a.png' })
    assert.equal(member.status(), 403)
    assert.equal(member.body().message, '您没有权限访问【上传配置图片】')

    // As MOREDOC's admin client sends it: `authorization: bearer <token>`, the file in `file`; it stores data.path.
    const { user } = await createStaff([StoragePermission.config.upload])
    const holder = await client
      .post('/api/v1/upload/config')
      .header('authorization', `bearer ${await tokenFor(user)}`)
      .file('file', file, { filename: 'a.png' })
    assert.equal(holder.status(), 200)
    assert.match(holder.body().data.path, /^\/uploads\//)
  })

  test('the config page offers the upload to holders and says so to staff without it', async ({ client, assert }) => {
    const admin = await client.get('/admin/config/system').bearerToken(await tokenFor(await createSuperAdmin()))
    admin.assertStatus(200)
    const page = inertiaPage(admin.text())
    assert.isTrue(page.props.can_upload)
    assert.equal(page.props.fields.find((field: any) => field.name === 'logo').input, 'image')

    const { user } = await createStaff(['settings.config.list'])
    const staff = await client.get('/admin/config/system').bearerToken(await tokenFor(user))
    staff.assertStatus(200)
    assert.isFalse(inertiaPage(staff.text()).props.can_upload)
  })
})
