import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Report from '../models/report.js'
import type { TargetKindValue } from '../enums/community.js'
import { visibleTarget } from '../services/targets.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

const ALREADY = '您已经举报过该内容了'

/** POST /api/v1/report: one report per user and content. */
export async function createReport(userId: number, input: { document_id: number; type: TargetKindValue; reason: number }) {
  const { info } = await visibleTarget(input.type, input.document_id, userId)
  const existing = await Report.query().where({ user_id: userId, type: input.type, target_id: input.document_id }).first()
  if (existing) throw ApiError.conflict(ALREADY)
  try {
    return await Report.create({
      userId,
      type: input.type,
      targetId: input.document_id,
      targetTitle: info.title.slice(0, 255),
      reason: input.reason,
      status: false,
      remark: '',
    })
  } catch (error) {
    if (/unique|duplicate/i.test(String((error as Error)?.message))) throw ApiError.conflict(ALREADY)
    throw error
  }
}

/** PUT /api/v1/report: an administrator marks a report handled (or not) with a remark. */
export async function handleReport(input: { id: number; status: boolean; remark?: string }) {
  const report = await findOrNotFound(Report, input.id, '举报不存在')
  report.status = input.status
  if (input.remark !== undefined) report.remark = input.remark
  await report.save()
  return report
}

/** DELETE /api/v1/report?id[]=. */
export async function deleteReports(ids: number[]) {
  const deleted = await Report.query().whereIn('id', ids).delete()
  if (!affectedRows(deleted)) throw ApiError.notFound('举报不存在')
}
