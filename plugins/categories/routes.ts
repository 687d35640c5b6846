import type { Router } from '@adonisjs/core/http'
import { guard, soft } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { CategoriesPermission } from './permissions.js'

const CategoryController = () => import('./controllers/api/category_controller.js')
const CategoryUploadController = () => import('./controllers/api/category_upload_controller.js')
const CategoryPagesController = () => import('./controllers/admin/category_pages_controller.js')

export default function categoryRoutes(router: Router) {
  // Public read; holders of 分类列表（全部） also see disabled categories and may search.
  router
    .get('/api/v1/category/list', [CategoryController, 'list'])
    .use(soft(CategoriesPermission.category.list))
    .as('categories.category.list')
  router.get('/api/v1/category', [CategoryController, 'show']).use(guard(CategoriesPermission.category.get)).as('categories.category.show')
  router
    .post('/api/v1/category', [CategoryController, 'create'])
    .use(guard(CategoriesPermission.category.create))
    .as('categories.category.create')
  router
    .put('/api/v1/category', [CategoryController, 'update'])
    .use(guard(CategoriesPermission.category.update))
    .as('categories.category.update')
  router
    .delete('/api/v1/category', [CategoryController, 'destroy'])
    .use(guard(CategoriesPermission.category.delete))
    .as('categories.category.delete')
  router
    .post('/api/v1/upload/category', [CategoryUploadController, 'store'])
    .use(guard(CategoriesPermission.category.upload))
    .as('categories.category.upload')

  adminPageRoutes(router, CategoryPagesController, [
    { page: 'document/category', action: 'documentCategories', as: 'categories.admin.document_category' },
    { page: 'category/edit', action: 'edit', as: 'categories.admin.category_edit' },
  ])
}
