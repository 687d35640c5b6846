import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { SEARCH_ANALYTICS, SEARCH_WORD_HIDE } from '#core/search/permissions'
import SearchRecord from '#core/search/models/search_record'
import { searchIndex } from '#core/search/contracts'
import { inertiaPage } from '#tests/helpers/inertia'
import { makeSearchableDocument, wipeSearch } from '#plugins/documents/tests/functional/search_helpers'

/** Searches as visitors ran them, oldest first: [keywords, results found]. */
async function searched(runs: [string, number][]) {
  await SearchRecord.createMany(runs.map(([keywords, total]) => ({ keywords, total, ip: '', type: 0, page: 1, userId: 0, userAgent: '', spendTime: 0 })))
}

/** The server-rendered HTML with React's text separators taken out, as a reader sees the words. */
function shown(html: string) {
  return html.replaceAll('<!-- -->', '')
}

/** The /search page a visitor gets for words that find nothing, server-rendered. */
async function emptyPage(client: any) {
  const response = await client.get('/search').qs({ wd: '一个不存在的词', type: 0 }).header('Accept', 'text/html')
  response.assertStatus(200)
  return { html: shown(response.text()), suggestions: inertiaPage(response.text()).props.suggestions as string[] }
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

  test('staff holding 隐藏或恢复热门搜索词 hide a word in every form and show it again; members and guests cannot', async ({ client, assert }) => {
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
    const { user: analyst } = await createStaff([SEARCH_ANALYTICS])
    ;(await put(await tokenFor(analyst))).assertStatus(403)
    assert.include((await emptyPage(client)).suggestions, 'Spam 链接')

    const { user: editor } = await createStaff([SEARCH_WORD_HIDE, SEARCH_ANALYTICS])
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

test.group('Search page result count', (group) => {
  group.tap((item) => item.skip(!registry.isEnabled('documents'), 'the documents plugin is not enabled'))
  group.each.timeout(90_000)
  group.each.setup(async () => {
    await wipeSearch()
    return () => wipeSearch()
  })

  test('the count is said only when there are results, and matches them', async ({ client, assert }) => {
    const owner = await createUser()
    const ids: number[] = []
    for (let index = 1; index <= 12; index++) {
      ids.push((await makeSearchableDocument({ userId: owner.id, title: `数据库设计 第${index}版`, body: '分布式存储与查询优化' })).id)
    }
    await searchIndex.sync('document', ids)
    await searched([['数据库', 12]])

    const found = await client.get('/search').qs({ wd: '数据库' }).header('Accept', 'text/html')
    assert.include(shown(found.text()), '找到约 12 条结果')
    assert.lengthOf(inertiaPage(found.text()).props.hits, 10)

    const { html, suggestions } = await emptyPage(client)
    assert.deepEqual(suggestions, ['数据库'])
    assert.include(html, '没有找到与“一个不存在的词”相关的文档')
    assert.notInclude(html, '找到约', 'no "found about 0 results" above "nothing found" and the popular searches')

    const beyond = await client.get('/search').qs({ wd: '数据库', page: 3 }).header('Accept', 'text/html')
    assert.include(shown(beyond.text()), '找到约 12 条结果')
    assert.include(shown(beyond.text()), '这一页没有结果')
    assert.notInclude(shown(beyond.text()), '没有找到与', 'the words did find something, on earlier pages')
  })
})
