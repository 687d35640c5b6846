import { test } from '@japa/runner'
import Group from '#core/access/models/group'
import Permission from '#core/access/models/permission'
import { PunishmentType } from '#core/access/enums/punishment_type'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { punish } from '../helpers.js'

test.group('Permissions and rights', () => {
  test('a member has no permission rows; staff get theirs with the pages they open', async ({ client, assert }) => {
    const member = await createUser()
    const none = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(member))
    none.assertStatus(200)
    assert.deepEqual(none.body(), { permission: [] })

    const { user: staff } = await createStaff(['accounts.user.password'])
    const rows = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(staff))
    rows.assertStatus(200)
    const list = rows.body().permission
    assert.lengthOf(list, 1)
    assert.deepInclude(list[0], { method: 'PUT', path: '/api/v1/user/password', title: '修改用户密码', pages: [] })
    assert.isNumber(list[0].id)

    const admin = await createSuperAdmin()
    const all = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(admin))
    assert.equal(all.body().permission.length, (await Permission.all()).length)
    ;(await client.get('/api/v1/user/permission')).assertStatus(401)
  })

  test('uploading documents follows the groups and the punishments', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const allowed = await client.get('/api/v1/user/caniuploaddocument').bearerToken(token)
    allowed.assertStatus(200)
    allowed.assertBody({})

    await punish(user.id, PunishmentType.NoUpload, '上传盗版资料')
    const punished = await client.get('/api/v1/user/caniuploaddocument').bearerToken(token)
    punished.assertStatus(403)
    assert.include(punished.body().message, '您已被禁止上传文档，原因：上传盗版资料')
  })

  test('a group without the upload or article right is refused', async ({ client }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const member = await Group.findByOrFail('isDefault', true)
    await Group.query().where('id', member.id).update({ enable_upload: false, enable_article: false })
    try {
      const upload = await client.get('/api/v1/user/caniuploaddocument').bearerToken(token)
      upload.assertStatus(403)
      upload.assertBodyContains({ message: '您所在的用户组没有上传文档的权限' })
      const article = await client.get('/api/v1/user/canipublisharticle').bearerToken(token)
      article.assertStatus(403)
      article.assertBodyContains({ message: '您所在的用户组没有发布文章的权限' })
    } finally {
      await Group.query().where('id', member.id).update({ enable_upload: true, enable_article: true })
    }
  })

  test('publishing articles follows the punishments', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    ;(await client.get('/api/v1/user/canipublisharticle').bearerToken(token)).assertStatus(200)
    await punish(user.id, PunishmentType.NoArticle, '灌水')
    const punished = await client.get('/api/v1/user/canipublisharticle').bearerToken(token)
    punished.assertStatus(403)
    assert.include(punished.body().message, '您已被禁止发布文章，原因：灌水')
  })

  test('guests get 401', async ({ client }) => {
    ;(await client.get('/api/v1/user/caniuploaddocument')).assertStatus(401)
    ;(await client.get('/api/v1/user/canipublisharticle')).assertStatus(401)
  })
})
