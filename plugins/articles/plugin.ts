import { definePlugin } from '#core/kernel/define_plugin'
import { articleCapabilities, articlePunishmentTypes } from './capabilities.js'
import { CategoriesPermission } from '#plugins/categories/contracts'
import { articlePermissions, ArticlesPermission } from './permissions.js'
import { articleSettings, footerSettings } from './settings.js'

export default definePlugin({
  id: 'articles',
  title: '文章',
  description: '文章：发布与审核、安全的正文、阅读页，以及按标识访问的单页（关于我们、帮助等）。',
  dependsOn: ['settings', 'accounts', 'access', 'storage', 'admin', 'site', 'queue', 'search', 'seo', 'categories', 'community'],
  permissions: articlePermissions,
  capabilities: articleCapabilities,
  punishmentTypes: articlePunishmentTypes,
  adminMenu: [
    {
      page: 'article/list',
      title: '文章列表',
      icon: 'IconArticle',
      parent: '文章管理',
      permission: ArticlesPermission.article.list,
      component: 'articles/admin/article_list',
      sort: 300,
    },
    {
      page: 'article/category',
      title: '文章分类',
      icon: 'IconFolder',
      parent: '文章管理',
      permission: CategoriesPermission.category.list,
      component: 'categories/admin/category_list',
      sort: 310,
    },
    {
      page: 'article/recycle',
      title: '文章回收站',
      icon: 'IconDelete',
      parent: '文章管理',
      permission: ArticlesPermission.recycle.list,
      component: 'articles/admin/article_recycle',
      sort: 320,
    },
  ],
  settings: [articleSettings, footerSettings],
  routes: () => import('./routes.js'),
  async boot() {
    await (await import('./boot/articles_boot.js')).default()
    await (await import('./boot/sitemap_boot.js')).default()
    await (await import('./boot/search_boot.js')).default()
    await (await import('./boot/site_boot.js')).default()
    await (await import('./boot/stats_boot.js')).default()
  },
})
