/**
 * The advertisement positions of spec §3, with the admin label of each and the site page
 * that shows it. `document_*` reach the reader through the documents plugin's extras.
 */
export const ADVERTISEMENT_POSITIONS = [
  { value: 'global_top', label: '全站顶部', page: 'global' },
  { value: 'global_bottom', label: '全站底部', page: 'global' },
  { value: 'index_banner_bottom', label: '首页横幅下方', page: 'index' },
  { value: 'index_category_top', label: '首页分类上方', page: 'index' },
  { value: 'index_category_bottom', label: '首页分类下方', page: 'index' },
  { value: 'index_link_top', label: '首页友情链接上方', page: 'index' },
  { value: 'list_nav_bottom', label: '列表页筛选下方', page: 'list' },
  { value: 'list_document_top', label: '列表页文档列表上方', page: 'list' },
  { value: 'list_document_bottom', label: '列表页文档列表下方', page: 'list' },
  { value: 'document_top', label: '文档页顶部', page: 'document' },
  { value: 'document_between', label: '文档页预览页之间', page: 'document' },
  { value: 'document_bottom', label: '文档页底部（评论上方）', page: 'document' },
  { value: 'user_top', label: '用户主页顶部', page: 'user' },
  { value: 'user_document_top', label: '用户主页文档列表上方', page: 'user' },
  { value: 'search_top', label: '搜索页顶部', page: 'search' },
  { value: 'search_bottom', label: '搜索页底部', page: 'search' },
  { value: 'search_right', label: '搜索页右侧', page: 'search' },
] as const

export type AdvertisementPosition = (typeof ADVERTISEMENT_POSITIONS)[number]['value']
export type AdvertisementPage = (typeof ADVERTISEMENT_POSITIONS)[number]['page']

export const POSITION_VALUES: AdvertisementPosition[] = ADVERTISEMENT_POSITIONS.map((position) => position.value)

export function positionsOfPage(page: AdvertisementPage): AdvertisementPosition[] {
  return ADVERTISEMENT_POSITIONS.filter((position) => position.page === page).map((position) => position.value)
}
