export const SEARCH_RECORD_LIST = 'search.record.list'
export const SEARCH_RECORD_DELETE = 'search.record.delete'
export const SEARCH_INDEX_REBUILD = 'search.index.rebuild'
export const SEARCH_ANALYTICS = 'search.analytics'
export const SEARCH_WORD_HIDE = 'search.word.hide'

export const searchPermissions = [
  { key: SEARCH_RECORD_LIST, title: '搜索记录列表', group: '搜索记录' },
  { key: SEARCH_RECORD_DELETE, title: '删除搜索记录', group: '搜索记录' },
  { key: SEARCH_INDEX_REBUILD, title: '重建搜索索引', group: '搜索记录' },
  { key: SEARCH_ANALYTICS, title: '搜索分析数据', group: '搜索记录' },
  { key: SEARCH_WORD_HIDE, title: '隐藏或恢复热门搜索词', group: '搜索记录' },
]
