import type { Router } from '@adonisjs/core/http'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { crudRoutes } from '#core/kernel/http/crud_routes'
import { guard } from '#core/kernel/http/route_guards'
import { SpiderPermission } from './permissions.js'

const SpiderUrlController = () => import('./controllers/api/spider_url_controller.js')
const SpiderDocumentController = () => import('./controllers/api/spider_document_controller.js')
const SpiderPagesController = () => import('./controllers/admin/spider_pages_controller.js')

export default function spiderRoutes(router: Router) {
  crudRoutes(router, { path: '/api/v1/spiderurl', controller: SpiderUrlController, keys: SpiderPermission.url, as: 'spider.url' })

  const doc = SpiderPermission.document
  // Spider documents are created by the crawl, never by hand: no create route.
  router.put('/api/v1/spiderdocument/batch', [SpiderDocumentController, 'batch']).use(guard(doc.batch)).as('spider.document.batch')
  router.get('/api/v1/spiderdocument/file', [SpiderDocumentController, 'file']).use(guard(doc.preview)).as('spider.document.file')
  crudRoutes(router, {
    path: '/api/v1/spiderdocument',
    controller: SpiderDocumentController,
    keys: doc,
    as: 'spider.document',
    only: ['list', 'show', 'update', 'destroy'],
  })

  adminPageRoutes(router, SpiderPagesController, [
    { page: 'spider/url', action: 'urls', as: 'spider.admin.url' },
    { page: 'spider/document', action: 'documents', as: 'spider.admin.document' },
  ])
}
