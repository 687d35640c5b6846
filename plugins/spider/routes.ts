import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { SpiderPermission } from './permissions.js'

const SpiderUrlController = () => import('./controllers/api/spider_url_controller.js')
const SpiderDocumentController = () => import('./controllers/api/spider_document_controller.js')
const SpiderPagesController = () => import('./controllers/admin/spider_pages_controller.js')

export default function spiderRoutes(router: Router) {
  const url = SpiderPermission.url
  router
    .get('/api/v1/spiderurl/list', [SpiderUrlController, 'list'])
    .use(middleware.permission({ key: url.list }))
    .as('spider.url.list')
  router
    .get('/api/v1/spiderurl', [SpiderUrlController, 'show'])
    .use(middleware.permission({ key: url.get }))
    .as('spider.url.show')
  router
    .post('/api/v1/spiderurl', [SpiderUrlController, 'create'])
    .use(middleware.permission({ key: url.create }))
    .as('spider.url.create')
  router
    .put('/api/v1/spiderurl', [SpiderUrlController, 'update'])
    .use(middleware.permission({ key: url.update }))
    .as('spider.url.update')
  router
    .delete('/api/v1/spiderurl', [SpiderUrlController, 'destroy'])
    .use(middleware.permission({ key: url.delete }))
    .as('spider.url.delete')

  const doc = SpiderPermission.document
  router
    .get('/api/v1/spiderdocument/list', [SpiderDocumentController, 'list'])
    .use(middleware.permission({ key: doc.list }))
    .as('spider.document.list')
  router
    .get('/api/v1/spiderdocument', [SpiderDocumentController, 'show'])
    .use(middleware.permission({ key: doc.get }))
    .as('spider.document.show')
  router
    .put('/api/v1/spiderdocument/batch', [SpiderDocumentController, 'batch'])
    .use(middleware.permission({ key: doc.batch }))
    .as('spider.document.batch')
  router
    .put('/api/v1/spiderdocument', [SpiderDocumentController, 'update'])
    .use(middleware.permission({ key: doc.update }))
    .as('spider.document.update')
  router
    .delete('/api/v1/spiderdocument', [SpiderDocumentController, 'destroy'])
    .use(middleware.permission({ key: doc.delete }))
    .as('spider.document.delete')

  adminPageRoutes(router, SpiderPagesController, [
    { page: 'spider/url', action: 'urls', as: 'spider.admin.url' },
    { page: 'spider/document', action: 'documents', as: 'spider.admin.document' },
  ])
}
