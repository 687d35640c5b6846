/** The 搜索类型 filter of the search admin pages: every search, or those of one kind. */
export const SEARCH_TYPE_OPTIONS = [
  { value: 'all', label: '全部类型' },
  { value: '0', label: '文档' },
  { value: '1', label: '文章' },
]
