import { test } from '@japa/runner'
import { registerSearchKind, SearchKindConflictError, searchIndex, searchKinds } from '#core/search/contracts'
import { makeItem } from '../corpus.js'

/** A kind of an enabled owner (core's search module itself) with two notes, one of them in a category. */
const NOTES = [
  makeItem(1, { title: '周会笔记 蓝鲸计划', tag: '.md', categories: [{ id: 7, title: '会议' }] }),
  makeItem(2, { title: '读书笔记 蓝鲸的歌', tag: '.txt' }),
]

function registerKinds() {
  registerSearchKind({
    kind: 'kinds-test-note',
    plugin: 'search',
    type: 77,
    title: '笔记',
    placeholder: '搜索笔记',
    card: 'kindsTest.noteCard',
    facets: ['category', 'tag'],
    tagFacet: {
      param: 'format',
      title: '类型',
      parse: (value) => (value ? `.${value}` : undefined),
      urlValue: (stored) => stored.slice(1),
      label: (stored) => stored.slice(1).toUpperCase(),
    },
    sorts: [{ sort: 'views', param: 'view_count', label: '最多浏览' }],
    load: async (ids) => NOTES.filter((note) => ids.includes(note.id)),
    publicIds: async (afterId, limit) =>
      NOTES.map((note) => note.id)
        .filter((id) => id > afterId)
        .slice(0, limit),
    bodies: async () => new Map(),
  })
  // Registered by a plugin this site does not run: never a tab, never searched.
  registerSearchKind({
    kind: 'kinds-test-absent',
    plugin: 'no-such-plugin',
    type: 78,
    title: '不存在',
    placeholder: '搜索不存在',
    card: '',
    load: async (ids) => NOTES.filter((note) => ids.includes(note.id)),
    publicIds: async () => [],
    bodies: async () => new Map(),
  })
}

/** The /search page's props as an Inertia visit gets them (no server rendering needed). */
async function searchPage(client: any, qs: Record<string, unknown>) {
  const response = await client.get('/search').qs(qs).header('x-inertia', 'true').header('x-inertia-version', '1')
  response.assertStatus(200)
  return response.body().props
}

test.group('Search kinds', (group) => {
  group.setup(async () => {
    registerKinds()
    await searchIndex.sync('kinds-test-note', [1, 2])
    await searchIndex.sync('kinds-test-absent', [1, 2])
    return async () => {
      await searchIndex.driver().removeStale('kinds-test-note', Number.MAX_SAFE_INTEGER)
      await searchIndex.driver().removeStale('kinds-test-absent', Number.MAX_SAFE_INTEGER)
    }
  })

  test('a registered kind gets its tab, its card, its facets and its results', async ({ client, assert }) => {
    const props = await searchPage(client, { wd: '蓝鲸', type: 77 })
    assert.equal(props.type, 77)
    assert.deepInclude(props.types, { type: 77, title: '笔记', placeholder: '搜索笔记', paths: [] })
    assert.equal(props.card, 'kindsTest.noteCard')
    assert.equal(props.placeholder, '搜索笔记')
    assert.sameMembers(
      props.hits.map((hit: { id: number }) => hit.id),
      [1, 2]
    )
    assert.deepEqual(
      props.facets.map((facet: { title: string }) => facet.title),
      ['分类', '类型'],
      'the facets the kind names, in its order'
    )
    const format = props.facets.find((facet: { param: string }) => facet.param === 'format')
    assert.sameDeepMembers(format.options, [
      { value: 'md', label: 'MD', count: 1 },
      { value: 'txt', label: 'TXT', count: 1 },
    ])
    assert.deepEqual(
      props.sorts.map((sort: { value: string }) => sort.value),
      ['default', 'latest', 'view_count']
    )
    assert.deepInclude(
      props.searchKinds,
      { type: 77, title: '笔记', placeholder: '搜索笔记', paths: [] },
      "every page's search box knows the kind"
    )
  })

  test("its facet filters by the kind's own URL parameter; a parameter it does not offer is ignored", async ({ client, assert }) => {
    const filtered = await searchPage(client, { wd: '蓝鲸', type: 77, format: 'md', ext: 'txt', language: 'en' })
    assert.deepEqual(
      filtered.hits.map((hit: { id: number }) => hit.id),
      [1]
    )
    assert.deepEqual(filtered.filters, { format: 'md' })

    const api = await client.get('/api/v1/search').qs({ wd: '蓝鲸', type: 77, category_id: 7 })
    assert.deepEqual(
      api.body().document.map((hit: { id: number; doc_type: number }) => [hit.id, hit.doc_type]),
      [[1, 77]]
    )
  })

  test('an unknown type and the type of a kind whose plugin is not enabled search the first kind, never a 500', async ({
    client,
    assert,
  }) => {
    const first = searchKinds()[0]
    assert.notEqual(first.type, 78)
    assert.notInclude(
      searchKinds().map((kind) => kind.type),
      78
    )
    for (const type of ['12345', '78', 'abc', '-1']) {
      const props = await searchPage(client, { wd: '蓝鲸', type })
      assert.equal(props.type, first.type, `type=${type}`)
      assert.notInclude(
        props.types.map((tab: { type: number }) => tab.type),
        78
      )
      assert.notInclude(
        props.hits.map((hit: { url: string }) => hit.url),
        '/item/1',
        "the absent plugin's entries are not searched"
      )
    }
    const api = await client.get('/api/v1/search').qs({ wd: '蓝鲸', type: 78 })
    api.assertStatus(200)
    assert.notEqual(api.body().document?.[0]?.doc_type, 78)
  })

  test('a type is owned by one kind', ({ assert }) => {
    assert.throws(
      () => registerSearchKind({ ...searchKinds().find((kind) => kind.type === 77)!, kind: 'kinds-test-other' }),
      SearchKindConflictError
    )
  })
})
