import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { SearchPermission } from './permissions.js'

const SearchPageController = () => import('./controllers/site/search_page_controller.js')
const SearchController = () => import('./controllers/api/search_controller.js')
const SearchRecordsController = () => import('./controllers/api/search_records_controller.js')
const SearchIndexController = () => import('./controllers/api/search_index_controller.js')
const SearchAdminPagesController = () => import('./controllers/admin/search_admin_pages_controller.js')

export default function searchRoutes(router: Router) {
  router.get('/search', [SearchPageController, 'show']).as('search.page')
  router.get('/m/search/:id?', [SearchPageController, 'show']).as('search.page.mobile')
  router.get('/api/v1/search', [SearchController, 'index']).as('search.api')

  router.get('/api/v1/searchrecord/list', [SearchRecordsController, 'index']).use(guard(SearchPermission.record.list))
  router.get('/api/v1/searchrecord/analytics', [SearchRecordsController, 'analytics']).use(guard(SearchPermission.analytics))
  router.put('/api/v1/searchrecord/hidden', [SearchRecordsController, 'hide']).as('search.word.hide').use(guard(SearchPermission.word.hide))
  router.delete('/api/v1/searchrecord', [SearchRecordsController, 'destroy']).use(guard(SearchPermission.record.delete))
  router.put('/api/v1/renew/document/index', [SearchIndexController, 'renewDocuments']).use(guard(SearchPermission.index.rebuild))

  adminPageRoutes(router, SearchAdminPagesController, [
    { page: 'document/searchrecord', action: 'searchRecords' },
    { page: 'search-analytics', action: 'analytics' },
  ])
}
