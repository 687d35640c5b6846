import { dashboardWidgets } from '#core/admin/contracts'
import { fastRoutes } from '#core/kernel/http/fast_routes'
import { beforeDocumentDownload } from '#plugins/documents/contracts'
import { recordDownload } from '../actions/record_document_access.js'
import { statisticsWidgets } from './dashboard_widgets.js'
import { pageViewBeacon } from '../services/page_view_beacon.js'

/**
 * Wiring to other modules: dashboard widgets, downloads counted as they are granted, and
 * guests' page views answered before the router's middleware.
 */
export default async function statisticsBoot() {
  dashboardWidgets.add('statistics', statisticsWidgets)
  fastRoutes.add('statistics', 'POST', '/api/v1/statistics/record-page-view', pageViewBeacon)
  beforeDocumentDownload.add(
    'statistics',
    async ({ document, userId, ip }) =>
      (trx) =>
        recordDownload(trx, { documentId: document.id, userId, ip })
  )
}
