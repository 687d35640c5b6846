import type { HttpContext } from '@adonisjs/core/http'
import { resolveRange, type DateRange } from '../../queries/date_range.js'
import { siteTotals } from '../../queries/site_totals.js'
import { documentAccessTrend, pageViewTrend, visitorTrend } from '../../queries/trends.js'
import { pageTypeShares, topDocuments } from '../../queries/rankings.js'
import { visitorActivities, visitorList, visitorSummary } from '../../queries/visitors.js'
import {
  documentAccessValidator,
  rangeValidator,
  topDocumentsValidator,
  visitorActivitiesValidator,
  visitorListValidator,
} from '../../validators/statistics_validators.js'

const query = (ctx: HttpContext) => ({ data: ctx.request.qs() })

/** The action of a report that takes the date range and nothing else. */
function rangeReport<Result>(report: (range: DateRange) => Promise<Result>) {
  return async (ctx: HttpContext) => report(resolveRange(await ctx.request.validateUsing(rangeValidator, query(ctx))))
}

function topDocumentsBy(metric: 'views' | 'downloads') {
  return async (ctx: HttpContext) => {
    const input = await ctx.request.validateUsing(topDocumentsValidator, query(ctx))
    return topDocuments(resolveRange(input), metric, input.size)
  }
}

/** The GET routes under /api/v1/statistics/ (spec §7), read from the daily aggregates. */
export default class ReportsController {
  total = rangeReport(siteTotals)

  pageViews = rangeReport(pageViewTrend)

  async documentAccess(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(documentAccessValidator, query(ctx))
    return documentAccessTrend(resolveRange(input), input.document_id)
  }

  topViewedDocuments = topDocumentsBy('views')

  topDownloadedDocuments = topDocumentsBy('downloads')

  pageTypes = rangeReport(pageTypeShares)

  visitors = rangeReport(visitorSummary)

  async visitorList(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(visitorListValidator, query(ctx))
    return visitorList(resolveRange(input), input)
  }

  visitorTrend = rangeReport(visitorTrend)

  async visitorActivities(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(visitorActivitiesValidator, query(ctx))
    return visitorActivities(resolveRange(input, 1), input)
  }
}
