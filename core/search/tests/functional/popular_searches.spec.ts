import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { SearchPermission } from '#core/search/permissions'
import SearchRecord from '#core/search/models/search_record'
import { inertiaPage } from '#tests/helpers/inertia'

/** Searches as visitors ran them, oldest first: [keywords, results found]. */
async function searched(runs: [string, number][]) {
  await SearchRecord.createMany(
    runs.map(([keywords, total]) => ({ keywords, total, ip: '', type: 0, page: 1, userId: 0, userAgent: '', spendTime: 0 }))
  )
}

/** The /search page a visitor gets for words that find nothing, server-rendered. */
async function emptyPage(client: any) {
  const response = await client.get('/search').qs({ wd: '一个不存在的词', type: 0 }).header('Accept', 'text/html')
  response.assertStatus(200)
  return { suggestions: inertiaPage(response.text()).props.suggestions as string[] }
}

test.group('大家都在搜', (group) => {
  // The first server render compiles the page.
  group.each.timeout(90_000)
  group.each.setup(async () => {
    await db.from('search_records').delete()
    await db.from('search_hidden_words').delete()
  })

  test('case, width and spacing variants are one word, shown as typed most and ranked by their sum', async ({ client, assert }) => {
    await searched([
      ['PDF 教程', 3],
      ['pdf 教程', 3],
      ['ＰＤＦ　教程', 3],
      ['PDF  教程', 3],
      ['Pdf 教程', 3],
      ['PDF 教程', 3],
      ['合同范本', 4],
      ['合同范本', 4],
      ['合同范本', 4],
    ])
    const { suggestions } = await emptyPage(client)
    assert.deepEqual(suggestions, ['PDF 教程', '合同范本'], 'six searches of one word outrank three of another')
  })

  test('a word whose latest search found nothing is not suggested', async ({ client, assert }) => {
    await searched([
      ['旧教材', 5],
      ['旧教材', 5],
      ['旧教材', 5],
      ['旧教材', 0],
      ['从未有过', 0],
      ['从未有过', 0],
      ['新教材', 0],
      ['新教材', 2],
    ])
    const { suggestions } = await emptyPage(client)
    assert.deepEqual(suggestions, ['新教材'])
  })

  test('staff holding 隐藏或恢复热门搜索词 hide a word in every form and show it again; members and guests cannot', async ({
    client,
    assert,
  }) => {
    await searched([
      ['Spam 链接', 3],
      ['spam 链接', 3],
      ['期末试卷', 3],
    ])
    const put = (token?: string) => {
      const request = client.put('/api/v1/searchrecord/hidden').json({ keywords: 'ＳＰＡＭ 链接', hidden: true })
      return token ? request.bearerToken(token) : request
    }
    ;(await put()).assertStatus(401)
    ;(await put(await tokenFor(await createUser()))).assertStatus(403)
    const { user: analyst } = await createStaff([SearchPermission.analytics])
    ;(await put(await tokenFor(analyst))).assertStatus(403)
    assert.include((await emptyPage(client)).suggestions, 'Spam 链接')

    const { user: editor } = await createStaff([SearchPermission.word.hide, SearchPermission.analytics])
    const token = await tokenFor(editor)
    const hidden = await put(token)
    hidden.assertStatus(200)
    ;(await put(token)).assertStatus(200)
    assert.deepEqual((await emptyPage(client)).suggestions, ['期末试卷'])

    const analytics = await client.get('/api/v1/searchrecord/analytics').qs({ days: 7 }).bearerToken(token)
    assert.deepEqual(analytics.body().hidden_words, ['spam 链接'])
    const spam = analytics.body().top.find((row: any) => row.keywords.toLowerCase() === 'spam 链接')
    assert.isTrue(spam.hidden)
    assert.isFalse(analytics.body().top.find((row: any) => row.keywords === '期末试卷').hidden)

    const blank = await client.put('/api/v1/searchrecord/hidden').json({ keywords: '  ', hidden: true }).bearerToken(token)
    blank.assertStatus(400)
    assert.isString(blank.body().message)

    ;(await client.put('/api/v1/searchrecord/hidden').json({ keywords: 'spam 链接', hidden: false }).bearerToken(token)).assertStatus(200)
    assert.includeMembers((await emptyPage(client)).suggestions, ['Spam 链接', '期末试卷'])
  })
})
