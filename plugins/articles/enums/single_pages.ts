/** Identifiers of the single pages the footer links to; they are kept out of article listings. */
export const SINGLE_PAGES = [
  { identifier: 'about', title: '关于我们' },
  { identifier: 'agreement', title: '用户协议' },
  { identifier: 'contact', title: '联系我们' },
  { identifier: 'feedback', title: '意见反馈' },
  { identifier: 'help', title: '帮助中心' },
  { identifier: 'copyright', title: '免责声明' },
]

export const SINGLE_PAGE_IDENTIFIERS = SINGLE_PAGES.map((page) => page.identifier)

/**
 * The address the site gives an article: single pages by identifier (as the footer links
 * them), every other article by id (as lists link them). Canonical links and the sitemap use it.
 */
export function articlePath(article: { id: number; identifier: string }) {
  return `/article/${SINGLE_PAGE_IDENTIFIERS.includes(article.identifier) ? article.identifier : article.id}`
}
