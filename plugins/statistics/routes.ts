import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { StatisticsPermission } from './permissions.js'

const RecordController = () => import('./controllers/api/record_controller.js')
const ReportsController = () => import('./controllers/api/reports_controller.js')
const PagesController = () => import('./controllers/admin/statistics_pages_controller.js')

const base = '/api/v1/statistics'

export default function statisticsRoutes(router: Router) {
  router.post(`${base}/record-page-view`, [RecordController, 'pageView']).as('statistics.record_page_view')
  router.post(`${base}/record-document-access`, [RecordController, 'documentAccess']).as('statistics.record_document_access')

  router.get(`${base}/total`, [ReportsController, 'total']).use(guard(StatisticsPermission.view)).as('statistics.total')
  router.get(`${base}/page-views`, [ReportsController, 'pageViews']).use(guard(StatisticsPermission.view)).as('statistics.page_views')
  router
    .get(`${base}/document-access`, [ReportsController, 'documentAccess'])
    .use(guard(StatisticsPermission.view))
    .as('statistics.document_access')
  router
    .get(`${base}/top-viewed-documents`, [ReportsController, 'topViewedDocuments'])
    .use(guard(StatisticsPermission.view))
    .as('statistics.top_viewed_documents')
  router
    .get(`${base}/top-downloaded-documents`, [ReportsController, 'topDownloadedDocuments'])
    .use(guard(StatisticsPermission.view))
    .as('statistics.top_downloaded_documents')
  router.get(`${base}/page-types`, [ReportsController, 'pageTypes']).use(guard(StatisticsPermission.view)).as('statistics.page_types')

  router.get(`${base}/visitors`, [ReportsController, 'visitors']).use(guard(StatisticsPermission.visitor.view)).as('statistics.visitors')
  router
    .get(`${base}/visitor-list`, [ReportsController, 'visitorList'])
    .use(guard(StatisticsPermission.visitor.view))
    .as('statistics.visitor_list')
  router
    .get(`${base}/visitor-trend`, [ReportsController, 'visitorTrend'])
    .use(guard(StatisticsPermission.visitor.view))
    .as('statistics.visitor_trend')
  router
    .get(`${base}/visitor-activities`, [ReportsController, 'visitorActivities'])
    .use(guard(StatisticsPermission.visitor.view))
    .as('statistics.visitor_activities')

  adminPageRoutes(router, PagesController, [
    { page: 'statistics', action: 'statistics', as: 'statistics.admin.statistics' },
    { page: 'visitor-analytics', action: 'visitorAnalytics', as: 'statistics.admin.visitor_analytics' },
  ])
}
