import Report from '../models/report.js'
import { describeTargets, targetKey } from '../services/targets.js'
import { reportJson } from '../transformers/community_transformer.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { pageOf } from '#core/kernel/http/query_list'

/** GET /api/v1/report/list: newest first, filtered by title and handled state. */
export async function listReports(input: { page?: number; size?: number; wd?: string; status?: boolean[] }) {
  const query = Report.query().preload('user')
  if (input.wd) whereContains(query, ['target_title'], input.wd)
  if (input.status?.length) query.whereIn('status', input.status)
  const { page: number, size } = pageOf(input, { max: 100 })
  const page = await query.orderBy('id', 'desc').paginate(number, size)
  const targets = await describeTargets(page.all())
  return { total: page.total, report: page.all().map((report) => reportJson(report, targets.get(targetKey(report)))) }
}
