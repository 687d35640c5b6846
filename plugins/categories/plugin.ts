import { definePlugin } from '#core/kernel/define_plugin'
import { categoryPermissions, CategoriesPermission } from './permissions.js'

export default definePlugin({
  id: 'categories',
  title: '分类',
  description: '文档与文章的分类树。',
  dependsOn: ['settings', 'accounts', 'access', 'storage', 'admin'],
  permissions: categoryPermissions,
  adminMenu: [
    {
      page: 'document/category',
      title: '文档分类',
      icon: 'IconFolder',
      parent: '文档管理',
      permission: CategoriesPermission.category.list,
      component: 'categories/admin/category_list',
      sort: 210,
    },
    {
      page: 'category/edit',
      title: '编辑分类',
      hidden: true,
      permission: CategoriesPermission.category.update,
      component: 'categories/admin/category_edit',
    },
  ],
  routes: () => import('./routes.js'),
  async boot() {
    await (await import('./boot/stats_boot.js')).default()
  },
})
