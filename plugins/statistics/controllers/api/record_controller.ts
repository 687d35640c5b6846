import type { HttpContext } from '@adonisjs/core/http'
import { recordPageView, type Caller } from '../../actions/record_page_view.js'
import { recordDocumentAccess } from '../../actions/record_document_access.js'
import { rememberVisitor, visitorCookieOf } from '../../services/visitor_id.js'
import { recordDocumentAccessValidator, recordPageViewValidator } from '../../validators/statistics_validators.js'

/** Who is calling, from the request itself: the body's user_id, ip and user_agent are not trusted. */
function callerOf({ request, auth }: HttpContext): Caller {
  return {
    userId: auth.user?.id ?? 0,
    ip: request.ip(),
    userAgent: request.header('user-agent') ?? '',
    visitorCookie: visitorCookieOf(request),
    host: request.host(),
  }
}

export default class RecordController {
  /** POST /api/v1/statistics/record-page-view: { recorded } (false for a repeat within 30 minutes). */
  async pageView(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(recordPageViewValidator)
    const result = await recordPageView(input, callerOf(ctx))
    rememberVisitor(ctx.response, result)
    return { recorded: result.recorded }
  }

  /** POST /api/v1/statistics/record-document-access { document_id }: { recorded }. */
  async documentAccess(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(recordDocumentAccessValidator)
    const result = await recordDocumentAccess(input, callerOf(ctx))
    rememberVisitor(ctx.response, result)
    return { recorded: result.recorded }
  }
}
