import type { SearchItem } from '#core/search/contracts'
import { registerSearchKind } from '#core/search/contracts'

export const KIND = 'conformance'

export function makeItem(id: number, fields: Partial<SearchItem>): SearchItem {
  return {
    id,
    identifier: `item-${id}`,
    url: `/item/${id}`,
    title: '',
    keywords: '',
    description: '',
    body: '',
    tag: '.pdf',
    language: 'zh',
    categories: [],
    indexWords: ['tester'],
    counts: { views: 0, uses: 0 },
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...fields,
  }
}

/** A small fixed corpus whose expected results are known. */
export const CORPUS: SearchItem[] = [
  makeItem(1, {
    title: '大数据库系统设计',
    body: '本书介绍分布式存储与查询优化。',
    categories: [{ id: 1, title: '计算机' }],
    counts: { uses: 5, views: 100 },
    createdAt: new Date('2026-01-01T00:00:00Z'),
  }),
  makeItem(2, {
    title: 'Machine Learning Basics',
    body: 'An introduction to neural networks and the Café résumé problem.',
    tag: '.docx',
    language: 'en',
    categories: [{ id: 2, title: '人工智能' }],
    counts: { uses: 50, views: 10 },
    createdAt: new Date('2026-03-01T00:00:00Z'),
  }),
  makeItem(3, {
    title: '机器学习实战',
    keywords: '机器学习,深度学习',
    body: '第一章 数据预处理。第二章 模型训练。',
    categories: [{ id: 2, title: '人工智能' }],
    counts: { uses: 20, views: 30 },
    createdAt: new Date('2026-02-01T00:00:00Z'),
  }),
  makeItem(4, {
    title: '会计学原理',
    body: '资产负债表与利润表的编制方法，包含数据分析案例。',
    tag: '.pptx',
    categories: [{ id: 3, title: '财会' }],
    counts: { uses: 80, views: 5 },
    createdAt: new Date('2025-12-01T00:00:00Z'),
  }),
  makeItem(5, {
    title: 'Operating Systems: OR gates & C++ 100% guide',
    body: 'Discusses "quoted" text, back\\slash and 50% discounts.',
    tag: '.txt',
    language: 'en',
  }),
]

/** The corpus as a search kind, so the service's sync and snippets run as for documents. */
export function registerCorpusKind(visible: Set<number> = new Set(CORPUS.map((entry) => entry.id))) {
  registerSearchKind({
    kind: KIND,
    plugin: 'search',
    type: 9,
    title: '测试',
    placeholder: '搜索测试',
    card: 'search.testCard',
    facets: ['tag', 'category', 'language'],
    load: async (ids) => CORPUS.filter((entry) => ids.includes(entry.id) && visible.has(entry.id)),
    publicIds: async (afterId, limit) =>
      CORPUS.map((entry) => entry.id)
        .filter((id) => id > afterId && visible.has(id))
        .slice(0, limit),
    bodies: async (ids) => new Map(CORPUS.filter((entry) => ids.includes(entry.id)).map((entry) => [entry.id, entry.body])),
  })
  return visible
}
