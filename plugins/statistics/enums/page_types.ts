/** Page types of spec §3 (page-view record). */
export const PAGE_TYPES = ['home', 'document', 'category', 'article', 'search', 'user', 'other'] as const
export type PageType = (typeof PAGE_TYPES)[number]

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: '首页',
  document: '文档',
  category: '分类',
  article: '文章',
  search: '搜索',
  user: '用户主页',
  other: '其他',
}

/** What a document access event records. */
export const DocumentAction = { View: 1, Download: 2 } as const
export type DocumentActionValue = (typeof DocumentAction)[keyof typeof DocumentAction]
