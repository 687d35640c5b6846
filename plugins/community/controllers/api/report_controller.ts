import type { HttpContext } from '@adonisjs/core/http'
import { TargetKind, type TargetKindValue } from '../../enums/community.js'
import { createReport, deleteReports, handleReport } from '../../actions/reports.js'
import { listReports } from '../../queries/list_reports.js'
import { createReportValidator, handleReportValidator, idsValidator, reportListValidator } from '../../validators/community_validators.js'

export default class ReportController {
  /** POST /api/v1/report { document_id, type, reason }; 409 when already reported. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createReportValidator)
    await createReport(ctx.auth.getUserOrFail().id, { ...input, type: (input.type ?? TargetKind.Document) as TargetKindValue })
    return {}
  }

  /** PUT /api/v1/report { id, status, remark } (staff). */
  async update(ctx: HttpContext) {
    await handleReport(await ctx.request.validateUsing(handleReportValidator))
    return {}
  }

  /** DELETE /api/v1/report?id= (staff). */
  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(idsValidator, { data: ctx.request.qs() })
    await deleteReports(id)
    return {}
  }

  /** GET /api/v1/report/list (staff). */
  async index(ctx: HttpContext) {
    return listReports(await ctx.request.validateUsing(reportListValidator, { data: ctx.request.qs() }))
  }
}
