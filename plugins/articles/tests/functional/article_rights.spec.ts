import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { setGroupCapabilities } from '#core/access/contracts'
import Group from '#core/access/models/group'
import { createUser, tokenFor } from '#tests/helpers/users'
import { punish } from '#core/accounts/tests/helpers'
import { ArticlePunishment } from '#plugins/articles/capabilities'

const CAN_PUBLISH = '/api/v1/user/canipublisharticle'

test.group('Articles: who may publish (enable_article, 禁止发布文章)', (group) => {
  group.tap((item) => item.skip(!registry.isEnabled('articles'), 'the articles plugin is not enabled'))

  test('a member may publish until a 禁止发布文章 punishment stops it, naming the reason', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    ;(await client.get(CAN_PUBLISH).bearerToken(token)).assertStatus(200)
    await punish(user.id, ArticlePunishment.NoArticle, '灌水')
    const punished = await client.get(CAN_PUBLISH).bearerToken(token)
    punished.assertStatus(403)
    assert.include(punished.body().message, '您已被禁止发布文章，原因：灌水')
  })

  test('a member whose groups do not grant enable_article is refused, in the API and on saving; guests get 401', async ({ client }) => {
    const token = await tokenFor(await createUser())
    const member = await Group.findByOrFail('isDefault', true)
    await setGroupCapabilities(member.id, { enable_article: false })
    try {
      const refused = await client.get(CAN_PUBLISH).bearerToken(token)
      refused.assertStatus(403)
      refused.assertBodyContains({ message: '您所在的用户组没有发布文章的权限' })
      const saved = await client.post('/api/v1/article').json({ title: '标题', content: '<p>正文</p>' }).bearerToken(token)
      saved.assertStatus(403)
      saved.assertBodyContains({ message: '您所在的用户组没有发布文章的权限' })
    } finally {
      await setGroupCapabilities(member.id, { enable_article: true })
    }
    ;(await client.get(CAN_PUBLISH)).assertStatus(401)
  })
})
