import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import {
  DOCUMENT_CHECK,
  DOCUMENT_LIST,
  DOCUMENT_RECOMMEND,
  DOCUMENT_RECONVERT,
  DOCUMENT_SET_CATEGORY,
  DOCUMENT_SET_LANGUAGE,
  LANGUAGE_CREATE,
  LANGUAGE_DELETE,
  LANGUAGE_LIST,
  LANGUAGE_UPDATE,
  RECYCLE_DELETE,
  RECYCLE_LIST,
  RECYCLE_RESTORE,
} from '../permissions.js'

const DocumentListController = () => import('../controllers/api/document_list_controller.js')
const DocumentAdminController = () => import('../controllers/api/document_admin_controller.js')
const RecycleController = () => import('../controllers/api/recycle_controller.js')
const LanguageController = () => import('../controllers/api/language_controller.js')
const AdminPagesController = () => import('../controllers/admin/document_admin_pages_controller.js')

const guard = (key: string) => middleware.permission({ key })
/** Open to everyone; holders of the permission see more. */
const soft = (key: string) => middleware.permission({ key, optional: true })

export default function adminRoutes(router: Router) {
  router.get('/api/v1/document/list', [DocumentListController, 'index']).use(soft(DOCUMENT_LIST)).as('documents.list')
  router.put('/api/v1/document/check', [DocumentAdminController, 'check']).use(guard(DOCUMENT_CHECK)).as('documents.check')
  router.put('/api/v1/document/recommend', [DocumentAdminController, 'recommend']).use(guard(DOCUMENT_RECOMMEND)).as('documents.recommend')
  router
    .put('/api/v1/document/category', [DocumentAdminController, 'category'])
    .use(guard(DOCUMENT_SET_CATEGORY))
    .as('documents.set_category')
  router
    .put('/api/v1/document/language', [DocumentAdminController, 'language'])
    .use(guard(DOCUMENT_SET_LANGUAGE))
    .as('documents.set_language')
  router.put('/api/v1/document/reconvert', [DocumentAdminController, 'reconvert']).use(guard(DOCUMENT_RECONVERT)).as('documents.reconvert')

  router.get('/api/v1/document/recycle', [RecycleController, 'index']).use(guard(RECYCLE_LIST)).as('documents.recycle.list')
  router.put('/api/v1/document/recycle', [RecycleController, 'restore']).use(guard(RECYCLE_RESTORE)).as('documents.recycle.restore')
  router.delete('/api/v1/document/recycle', [RecycleController, 'destroy']).use(guard(RECYCLE_DELETE)).as('documents.recycle.delete')
  router.delete('/api/v1/document/recycle/all', [RecycleController, 'clear']).use(guard(RECYCLE_DELETE)).as('documents.recycle.clear')

  router.get('/api/v1/language/list', [LanguageController, 'list']).use(soft(LANGUAGE_LIST)).as('documents.language.list')
  router.post('/api/v1/language', [LanguageController, 'create']).use(guard(LANGUAGE_CREATE)).as('documents.language.create')
  router.put('/api/v1/language', [LanguageController, 'update']).use(guard(LANGUAGE_UPDATE)).as('documents.language.update')
  router.put('/api/v1/language/status', [LanguageController, 'status']).use(guard(LANGUAGE_UPDATE)).as('documents.language.status')
  router.delete('/api/v1/language', [LanguageController, 'destroy']).use(guard(LANGUAGE_DELETE)).as('documents.language.delete')

  router
    .get('/admin/document/list', [AdminPagesController, 'list'])
    .use(middleware.adminPage({ page: 'document/list' }))
    .as('documents.admin.list')
  router
    .get('/admin/document/recycle', [AdminPagesController, 'recycle'])
    .use(middleware.adminPage({ page: 'document/recycle' }))
    .as('documents.admin.recycle')
  router
    .get('/admin/document/language', [AdminPagesController, 'language'])
    .use(middleware.adminPage({ page: 'document/language' }))
    .as('documents.admin.language')
}
