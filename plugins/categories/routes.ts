import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { crudRoutes } from '#core/kernel/http/crud_routes'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { CategoriesPermission } from './permissions.js'

const CategoryController = () => import('./controllers/api/category_controller.js')
const CategoryUploadController = () => import('./controllers/api/category_upload_controller.js')
const CategoryPagesController = () => import('./controllers/admin/category_pages_controller.js')

export default function categoryRoutes(router: Router) {
  // Public read; holders of 分类列表（全部） also see disabled categories and may search.
  crudRoutes(router, {
    path: '/api/v1/category',
    controller: CategoryController,
    keys: CategoriesPermission.category,
    publicReads: true,
    as: 'categories.category',
  })
  router
    .post('/api/v1/upload/category', [CategoryUploadController, 'store'])
    .use(guard(CategoriesPermission.category.upload))
    .as('categories.category.upload')

  adminPageRoutes(router, CategoryPagesController, [
    { page: 'document/category', action: 'documentCategories', as: 'categories.admin.document_category' },
    { page: 'category/edit', action: 'edit', as: 'categories.admin.category_edit' },
  ])
}
