import { test } from '@japa/runner'
import sharp from 'sharp'
import { STATS_PERMISSION } from '#core/admin/contracts'
import { STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '#core/storage/contracts'
import { fillDiskAfter, localRoot } from '#core/storage/tests/functional/failing_disk'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'

function inertiaPage(html: string): { component: string; props: Record<string, any> } {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error(`No Inertia page in: ${html.slice(0, 200)}`)
  return JSON.parse(match[1])
}

async function avatarUpload(client: any, token: string, room: number, code: string) {
  const png = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: `#${Math.floor(Math.random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`,
    },
  })
    .png()
    .toBuffer()
  const restore = fillDiskAfter(room, code)
  try {
    return await client.post('/api/v1/upload/avatar').bearerToken(token).file('file', png, { filename: 'me.png', contentType: 'image/png' })
  } finally {
    restore()
  }
}

async function storageNotice(client: any, token: string) {
  const page = inertiaPage((await client.get('/admin').bearerToken(token).header('Accept', 'text/html')).text())
  return page.props.widgets.find((widget: any) => widget.key === 'storage.write-failures')
}

test.group('Admin dashboard: storage write failures', (group) => {
  // The first visit to /admin renders the dashboard through Vite, slow on a busy machine.
  group.each.timeout(90_000)

  // A staff member needs an admin page of their own (settings.config.list) to open the dashboard at all.
  test('a full disk answers 507 存储空间不足 and the dashboard shows a storage notice to who sees the server figures', async ({
    client,
    assert,
  }) => {
    const member = await createUser()
    const refused = await avatarUpload(client, await tokenFor(member), 100, 'ENOSPC')
    refused.assertStatus(507)
    assert.equal(refused.body().message, STORAGE_FULL_MESSAGE)

    const { user: admin } = await createStaff([STATS_PERMISSION, 'settings.config.list'])
    const notice = await storageNotice(client, await tokenFor(admin))
    assert.equal(notice.kind, 'notice')
    assert.equal(notice.notice.type, 'danger')
    assert.equal(notice.notice.text, '存储空间不足，上传的文件未能保存')
    assert.include(notice.notice.description, 'ENOSPC')
    assert.isString(notice.notice.at)

    const { user: editor } = await createStaff(['settings.config.list'])
    assert.isUndefined(await storageNotice(client, await tokenFor(editor)))
  }).skip(!localRoot(), 'needs the local drive')

  test('a storage that is not writable answers 503 存储不可用, and the notice says so', async ({ client, assert }) => {
    const member = await createUser()
    const refused = await avatarUpload(client, await tokenFor(member), 0, 'EROFS')
    refused.assertStatus(503)
    assert.equal(refused.body().message, STORAGE_UNAVAILABLE_MESSAGE)

    const { user: admin } = await createStaff([STATS_PERMISSION, 'settings.config.list'])
    const notice = await storageNotice(client, await tokenFor(admin))
    assert.equal(notice.notice.text, '存储不可用，上传的文件未能保存')
    assert.include(notice.notice.description, '写入权限')
  }).skip(!localRoot(), 'needs the local drive')
})
