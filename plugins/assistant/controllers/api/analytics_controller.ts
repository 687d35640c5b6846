import type { HttpContext } from '@adonisjs/core/http'
import { keywordAnalytics } from '../../queries/keyword_analytics.js'
import { analyticsValidator } from '../../validators/admin_validators.js'

export default class AnalyticsController {
  async keywords(ctx: HttpContext) {
    const { days } = await ctx.request.validateUsing(analyticsValidator)
    return keywordAnalytics(days ?? 7)
  }
}
