import { test } from '@japa/runner'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { documentsDisabled, disabledReason, makeCategory, makeDocument, unique, wipeDocuments } from './admin_helpers.js'

const titles = (body: any) => (body.document ?? []).map((item: any) => item.title).sort()

test.group('Document list: visitors and uploaders', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeDocuments)

  test('a guest sees only public statuses out of the recycle bin, and cannot ask for hidden ones', async ({ client, assert }) => {
    const owner = await createUser()
    for (const status of [0, 1, 2, 3, 4, 5, 6, 7]) await makeDocument({ title: `s${status}`, userId: owner.id, status })
    await makeDocument({ title: 'binned', userId: owner.id, status: 2, deleted: { by: owner.id } })

    const all = await client.get('/api/v1/document/list')
    all.assertStatus(200)
    assert.equal(all.body().total, 1, 'only a converted document is public')
    assert.deepEqual(titles(all.body()), ['s2'])

    const hidden = await client.get('/api/v1/document/list?status=4&status=6&status=7')
    assert.deepEqual(hidden.body().document, [])
    const chosen = await client.get('/api/v1/document/list?status=2&status=6')
    assert.deepEqual(titles(chosen.body()), ['s2'])
  })

  test('a guest cannot search by keyword and gets at most 24 a page', async ({ client, assert }) => {
    const owner = await createUser()
    for (let index = 0; index < 26; index += 1) await makeDocument({ title: `doc${index}`, userId: owner.id })
    await makeDocument({ title: '独一无二的标题', userId: owner.id })

    const search = await client.get('/api/v1/document/list').qs({ wd: '独一无二', size: 100 })
    assert.equal(search.body().total, 27, 'wd is ignored for visitors')
    assert.lengthOf(search.body().document, 24, 'size clamped to 24')
  })

  test('an uploader listing their own documents sees every status and may search; others may not', async ({ client, assert }) => {
    const owner = await createUser()
    const other = await createUser()
    await makeDocument({ title: '我的待审核文档', userId: owner.id, status: 6 })
    await makeDocument({ title: '我的公开文档', userId: owner.id, status: 2 })
    await makeDocument({ title: '别人的文档', userId: other.id, status: 6 })

    const mine = await client
      .get('/api/v1/document/list')
      .qs({ user_id: owner.id })
      .bearerToken(await tokenFor(owner))
    assert.deepEqual(titles(mine.body()), ['我的公开文档', '我的待审核文档'])
    const searched = await client
      .get('/api/v1/document/list')
      .qs({ user_id: owner.id, wd: '待审核' })
      .bearerToken(await tokenFor(owner))
    assert.deepEqual(titles(searched.body()), ['我的待审核文档'])

    const peeking = await client
      .get('/api/v1/document/list')
      .qs({ user_id: owner.id })
      .bearerToken(await tokenFor(other))
    assert.deepEqual(titles(peeking.body()), ['我的公开文档'])
  })

  test('items carry uploader, categories (parent first) and, for the uploader, the conversion error', async ({ client, assert }) => {
    const owner = await createUser()
    const parent = await makeCategory()
    const child = await makeCategory(unique('子'), parent.id)
    await makeDocument({
      title: 'failed',
      userId: owner.id,
      status: 3,
      convertError: '文档已损坏，无法转换',
      categoryIds: [child.id, parent.id],
    })
    const guest = await client.get('/api/v1/document/list')
    assert.deepEqual(guest.body().document, [], 'a failed document is not public')
    const response = await client
      .get('/api/v1/document/list')
      .qs({ user_id: owner.id })
      .bearerToken(await tokenFor(owner))
    const [item] = response.body().document
    assert.equal(item.username, owner.username)
    assert.equal(item.convert_error, '文档已损坏，无法转换')
    assert.deepEqual(item.category_id, [parent.id, child.id])
    assert.deepEqual(
      item.category.map((category: any) => category.id),
      [parent.id, child.id]
    )
  })
})

test.group('Document list: holders of 文档列表（全部状态）', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeDocuments)

  async function staffToken() {
    const { user } = await createStaff([DocumentsPermission.document.list])
    return tokenFor(user)
  }

  test('see every status and filter by status, keyword, uploader and username', async ({ client, assert }) => {
    const owner = await createUser()
    const other = await createUser()
    await makeDocument({ title: '高等数学', keywords: '微积分', userId: owner.id, status: 6 })
    await makeDocument({ title: '线性代数', description: '矩阵与微积分无关', userId: owner.id, status: 4 })
    await makeDocument({ title: '英语', userId: other.id, status: 2 })
    await makeDocument({ title: '回收站里的', userId: other.id, status: 2, deleted: { by: other.id } })
    const token = await staffToken()

    const all = await client.get('/api/v1/document/list').bearerToken(token)
    assert.equal(all.body().total, 3)
    const pending = await client.get('/api/v1/document/list?status=6&status=4').bearerToken(token)
    assert.deepEqual(titles(pending.body()), ['线性代数', '高等数学'])
    const keyword = await client.get('/api/v1/document/list').qs({ wd: '微积分' }).bearerToken(token)
    assert.deepEqual(titles(keyword.body()), ['线性代数', '高等数学'])
    const percent = await client.get('/api/v1/document/list').qs({ wd: '%' }).bearerToken(token)
    assert.deepEqual(percent.body().document, [], '% matches itself, not everything')
    const byUser = await client.get('/api/v1/document/list').qs({ user_id: other.id }).bearerToken(token)
    assert.deepEqual(titles(byUser.body()), ['英语'])
    const byName = await client.get('/api/v1/document/list').qs({ username: owner.username }).bearerToken(token)
    assert.deepEqual(titles(byName.body()), ['线性代数', '高等数学'])
  })

  test('filter by category (with its descendants), type group, recommendation, language, fee and date', async ({ client, assert }) => {
    const owner = await createUser()
    const parent = await makeCategory()
    const child = await makeCategory(unique('子'), parent.id)
    const elsewhere = await makeCategory()
    await makeDocument({ title: 'pdf-in-child', userId: owner.id, ext: '.pdf', categoryIds: [child.id], recommended: true, language: 'zh' })
    await makeDocument({ title: 'docx-in-parent', userId: owner.id, ext: '.docx', categoryIds: [parent.id], price: 5, language: 'en' })
    await makeDocument({ title: 'epub-elsewhere', userId: owner.id, ext: '.epub', categoryIds: [elsewhere.id] })
    await makeDocument({ title: 'csv', userId: owner.id, ext: '.csv', categoryIds: [elsewhere.id] })
    const token = await staffToken()
    const list = async (qs: Record<string, unknown>) => titles((await client.get('/api/v1/document/list').qs(qs).bearerToken(token)).body())

    assert.deepEqual(await list({ category_id: parent.id }), ['docx-in-parent', 'pdf-in-child'])
    assert.deepEqual(await list({ category_id: child.id }), ['pdf-in-child'])
    assert.deepEqual(await list({ ext: 'pdf' }), ['pdf-in-child'])
    assert.deepEqual(await list({ ext: 'doc' }), ['docx-in-parent'])
    assert.deepEqual(await list({ ext: 'xls' }), ['csv'])
    assert.deepEqual(await list({ ext: 'other' }), ['epub-elsewhere'])
    assert.deepEqual(await list({ is_recommend: true }), ['pdf-in-child'])
    assert.lengthOf(await list({ is_recommend: false }), 3)
    assert.deepEqual(await list({ language: 'en' }), ['docx-in-parent'])
    assert.deepEqual(await list({ fee_type: 'charge' }), ['docx-in-parent'])
    assert.lengthOf(await list({ fee_type: 'free' }), 3)
    assert.lengthOf(await list({ created_at: ['2000-01-01'] }), 4)
    assert.lengthOf(await list({ created_at: ['2000-01-01', '2000-12-31'] }), 0)
  })

  test('order, paging up to 100 and limit (no total)', async ({ client, assert }) => {
    const owner = await createUser()
    for (let index = 0; index < 30; index += 1) {
      await makeDocument({ title: `d${String(index).padStart(2, '0')}`, userId: owner.id, price: index })
    }
    const token = await staffToken()
    const page = await client.get('/api/v1/document/list').qs({ size: 30, order: 'price asc' }).bearerToken(token)
    assert.lengthOf(page.body().document, 30)
    assert.equal(page.body().document[0].title, 'd00')
    const limited = await client.get('/api/v1/document/list').qs({ limit: 3 }).bearerToken(token)
    assert.lengthOf(limited.body().document, 3)
    assert.notProperty(limited.body(), 'total')
    assert.equal(limited.body().document[0].title, 'd29', 'newest first by default')
    const bad = await client.get('/api/v1/document/list').qs({ ext: 'exe' }).bearerToken(token)
    bad.assertStatus(400)
  })
})
