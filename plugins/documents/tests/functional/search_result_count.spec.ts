import { test } from '@japa/runner'
import { createUser } from '#tests/helpers/users'
import { searchIndex } from '#core/search/contracts'
import { inertiaPage } from '#tests/helpers/inertia'
import { documentsDisabled, disabledReason } from './admin_helpers.js'
import { makeSearchableDocument, wipeSearch } from './search_helpers.js'

/** The server-rendered HTML with React's text separators taken out, as a reader sees the words. */
function shown(html: string) {
  return html.replaceAll('<!-- -->', '')
}

test.group('Search page result count', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
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
    const found = await client.get('/search').qs({ wd: '数据库' }).header('Accept', 'text/html')
    assert.include(shown(found.text()), '找到约 12 条结果')
    assert.lengthOf(inertiaPage(found.text()).props.hits, 10)

    const empty = await client.get('/search').qs({ wd: '一个不存在的词' }).header('Accept', 'text/html')
    const html = shown(empty.text())
    assert.deepEqual(inertiaPage(empty.text()).props.suggestions, ['数据库'], 'the search above found something: it is suggested')
    assert.include(html, '没有找到与“一个不存在的词”相关的文档')
    assert.notInclude(html, '找到约', 'no "found about 0 results" above "nothing found" and the popular searches')

    const beyond = await client.get('/search').qs({ wd: '数据库', page: 3 }).header('Accept', 'text/html')
    assert.include(shown(beyond.text()), '找到约 12 条结果')
    assert.include(shown(beyond.text()), '这一页没有结果')
    assert.notInclude(shown(beyond.text()), '没有找到与', 'the words did find something, on earlier pages')
  })
})
