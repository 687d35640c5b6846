import type { HttpContext } from '@adonisjs/core/http'
import { resolveRange } from '../../queries/date_range.js'
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

/** The range of a report that takes nothing else. */
async function rangeOf(ctx: HttpContext) {
  return resolveRange(await ctx.request.validateUsing(rangeValidator, query(ctx)))
}

async function topDocumentsBy(ctx: HttpContext, metric: 'views' | 'downloads') {
  const input = await ctx.request.validateUsing(topDocumentsValidator, query(ctx))
  return topDocuments(resolveRange(input), metric, input.size)
}

/** The GET routes under /api/v1/statistics/ (spec §7), read from the daily aggregates. */
export default class ReportsController {
  async total(ctx: HttpContext) {
    return siteTotals(await rangeOf(ctx))
  }

  async pageViews(ctx: HttpContext) {
    return pageViewTrend(await rangeOf(ctx))
  }

  async documentAccess(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(documentAccessValidator, query(ctx))
    return documentAccessTrend(resolveRange(input), input.document_id)
  }

  async topViewedDocuments(ctx: HttpContext) {
    return topDocumentsBy(ctx, 'views')
  }

  async topDownloadedDocuments(ctx: HttpContext) {
    return topDocumentsBy(ctx, 'downloads')
  }

  async pageTypes(ctx: HttpContext) {
    return pageTypeShares(await rangeOf(ctx))
  }

  async visitors(ctx: HttpContext) {
    return visitorSummary(await rangeOf(ctx))
  }

  async visitorList(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(visitorListValidator, query(ctx))
    return visitorList(resolveRange(input), input)
  }

  async visitorTrend(ctx: HttpContext) {
    return visitorTrend(await rangeOf(ctx))
  }

  async visitorActivities(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(visitorActivitiesValidator, query(ctx))
    return visitorActivities(resolveRange(input, 1), input)
  }
}
