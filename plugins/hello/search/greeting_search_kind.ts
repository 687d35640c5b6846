import type { SearchItem, SearchKind } from '#core/search/contracts'
import Greeting from '../models/greeting.js'

export const GREETING_KIND = 'greeting'

function itemOf(greeting: Greeting): SearchItem<{ name: string }> {
  return {
    id: greeting.id,
    identifier: `greeting-${greeting.id}`,
    url: '/hello',
    title: greeting.text,
    keywords: '',
    description: '',
    body: greeting.text,
    language: 'zh',
    categories: [],
    createdAt: greeting.createdAt.toJSDate(),
    indexWords: [greeting.name],
    extra: { name: greeting.name },
  }
}

/** Greetings are a search kind of their own: /search?type=90, tab 问候, shown by hello's card. */
export const greetingSearchKind: SearchKind<{ name: string }> = {
  kind: GREETING_KIND,
  plugin: 'hello',
  type: 90,
  title: '问候',
  placeholder: '搜索问候',
  card: 'hello.searchCard',
  paths: ['/hello'],
  // The assistant cites a greeting that answers a member's question (see plugins/hello/tests).
  citable: true,
  async load(ids) {
    if (ids.length === 0) return []
    return (await Greeting.query().whereIn('id', ids)).map(itemOf)
  },
  async publicIds(afterId, limit) {
    const rows = await Greeting.query().where('id', '>', afterId).orderBy('id', 'asc').limit(limit).select('id')
    return rows.map((row) => row.id)
  },
  async bodies(ids) {
    const rows = ids.length ? await Greeting.query().whereIn('id', ids).select('id', 'text') : []
    return new Map(rows.map((row) => [row.id, row.text]))
  },
}
