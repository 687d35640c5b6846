import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { Category, CategoriesPermission } from '#plugins/categories/contracts'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'

const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled'

let counter = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`

test.group('Articles: article/category and article/set', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.each.teardown(async () => {
    await settings.update('article', { page_size: 10, related_count: 6, image_max_size: 10 })
  })

  test('/admin/article/category shows the article tree to holders of the category list permission', async ({ client, assert }) => {
    const member = await client
      .get('/admin/article/category')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    assert.equal(member.status(), 302)
    const { user } = await createStaff([CategoriesPermission.category.list])
    const page = inertiaPage((await client.get('/admin/article/category').bearerToken(await tokenFor(user))).text())
    assert.equal(page.component, 'categories/admin/category_list')
    assert.equal(page.props.type, 1)
    const menu = registry
      .adminMenu()
      .filter((entry) => entry.parent === '文章管理')
      .map((entry) => entry.page)
    assert.includeMembers(menu, ['article/list', 'article/category', 'article/recycle', 'article/set'])
  })

  test('/admin/article/set is the article settings form, under 文章管理', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const page = inertiaPage((await client.get('/admin/article/set').bearerToken(admin)).text())
    assert.equal(page.component, 'settings/admin/config')
    assert.equal(page.props.group.name, 'article')
    assert.deepEqual(
      page.props.fields.map((field: { name: string }) => field.name),
      ['page_size', 'related_count', 'image_max_size']
    )
    const tooBig = await client
      .put('/api/v1/config')
      .json({ category: 'article', values: { page_size: 500 } })
      .bearerToken(admin)
    assert.equal(tooBig.status(), 400)
  })

  test('the list page size and the related articles follow the settings', async ({ client, assert }) => {
    const category = await Category.create({ title: unique('设置分类'), parentId: 0, type: 1, enable: true })
    const admin = await tokenFor(await createSuperAdmin())
    const ids: number[] = []
    for (let index = 0; index < 6; index++) {
      const created = await client
        .post('/api/v1/article')
        .json({ title: unique('设置测试'), content: '<p>正文</p>', category_id: [category.id] })
        .bearerToken(admin)
      ids.push(created.body().id)
    }
    await settings.update('article', { page_size: 5, related_count: 0 })
    const list = inertiaPage((await client.get('/article').qs({ category_id: category.id })).text())
    assert.lengthOf(list.props.articles, 5)
    assert.equal(list.props.size, 5)
    assert.equal(list.props.total, 6)
    const show = inertiaPage((await client.get(`/article/${ids[0]}`)).text())
    assert.isNull(show.props.related)

    await settings.update('article', { related_count: 2 })
    const again = inertiaPage((await client.get(`/article/${ids[0]}`)).text())
    assert.lengthOf(again.props.related, 2)
  })

  test('an article image larger than image_max_size is refused', async ({ client, assert }) => {
    const sharp = (await import('sharp')).default
    const noise = Buffer.alloc(1200 * 1200 * 3)
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) % 256
    const png = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    assert.isAbove(png.length, 1024 * 1024)
    await settings.update('article', { image_max_size: 1 })
    const token = await tokenFor(await createUser())
    const refused = await client.post('/api/v1/upload/article').file('file', png, { filename: 'big.png' }).bearerToken(token)
    refused.assertStatus(400)
    assert.match(refused.body().message, /1\s*MB|1MB/)
    await settings.update('article', { image_max_size: 10 })
    ;(await client.post('/api/v1/upload/article').file('file', png, { filename: 'big.png' }).bearerToken(token)).assertStatus(200)
  })
})
