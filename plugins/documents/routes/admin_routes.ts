import type { Router } from '@adonisjs/core/http'
import { guard, soft } from '#core/kernel/http/route_guards'
import { crudRoutes } from '#core/kernel/http/crud_routes'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { DocumentsPermission } from '../permissions.js'

const DocumentListController = () => import('../controllers/api/document_list_controller.js')
const DocumentAdminController = () => import('../controllers/api/document_admin_controller.js')
const RecycleController = () => import('../controllers/api/recycle_controller.js')
const LanguageController = () => import('../controllers/api/language_controller.js')
const AdminPagesController = () => import('../controllers/admin/document_admin_pages_controller.js')

export default function adminRoutes(router: Router) {
  router.get('/api/v1/document/list', [DocumentListController, 'index']).use(soft(DocumentsPermission.document.list)).as('documents.list')
  router
    .put('/api/v1/document/check', [DocumentAdminController, 'check'])
    .use(guard(DocumentsPermission.document.check))
    .as('documents.check')
  router
    .put('/api/v1/document/recommend', [DocumentAdminController, 'recommend'])
    .use(guard(DocumentsPermission.document.recommend))
    .as('documents.recommend')
  router
    .put('/api/v1/document/category', [DocumentAdminController, 'category'])
    .use(guard(DocumentsPermission.document.category))
    .as('documents.set_category')
  router
    .put('/api/v1/document/language', [DocumentAdminController, 'language'])
    .use(guard(DocumentsPermission.document.language))
    .as('documents.set_language')
  router
    .put('/api/v1/document/reconvert', [DocumentAdminController, 'reconvert'])
    .use(guard(DocumentsPermission.document.reconvert))
    .as('documents.reconvert')

  router
    .get('/api/v1/document/recycle', [RecycleController, 'index'])
    .use(guard(DocumentsPermission.recycle.list))
    .as('documents.recycle.list')
  router
    .put('/api/v1/document/recycle', [RecycleController, 'restore'])
    .use(guard(DocumentsPermission.recycle.restore))
    .as('documents.recycle.restore')
  router
    .delete('/api/v1/document/recycle', [RecycleController, 'destroy'])
    .use(guard(DocumentsPermission.recycle.delete))
    .as('documents.recycle.delete')
  router
    .delete('/api/v1/document/recycle/all', [RecycleController, 'clear'])
    .use(guard(DocumentsPermission.recycle.delete))
    .as('documents.recycle.clear')

  crudRoutes(router, {
    path: '/api/v1/language',
    controller: LanguageController,
    keys: DocumentsPermission.language,
    publicReads: true,
    as: 'documents.language',
    only: ['list', 'create', 'update', 'destroy'],
  })
  router
    .put('/api/v1/language/status', [LanguageController, 'status'])
    .use(guard(DocumentsPermission.language.update))
    .as('documents.language.status')

  adminPageRoutes(router, AdminPagesController, [
    { page: 'document/list', action: 'list', as: 'documents.admin.list' },
    { page: 'document/recycle', action: 'recycle', as: 'documents.admin.recycle' },
    { page: 'document/language', action: 'language', as: 'documents.admin.language' },
  ])
}
