import { fixedNavigation, homeLinks, siteComponents, toolbarLinks } from '#core/site/contracts'

/** The header's 文章 entry (with the article categories on hover), the home page's article links and the tool bar's publish button. */
export default async function siteBoot() {
  fixedNavigation.add('articles', () => [{ title: '文章', href: '/article', sort: 100, popover: 'articles.categoryPopover' }])
  homeLinks.add('articles', () => [
    {
      key: 'articles.read',
      place: 'feature',
      title: '文章专栏',
      text: '阅读与发布经验、教程和见解，按分类浏览感兴趣的内容。',
      href: '/article',
      icon: 'IconArticle',
      tone: 'orange',
      order: 30,
    },
    { key: 'articles.post', place: 'action', title: '发布文章', href: '/post', icon: 'IconEdit', ghost: true, order: 20 },
  ])
  siteComponents.add('articles', () => ['articles.categoryPopover'])
  toolbarLinks.add('articles', () => [{ key: 'articles.post', title: '发布文章', href: '/post', icon: 'IconEdit', order: 10 }])
}
