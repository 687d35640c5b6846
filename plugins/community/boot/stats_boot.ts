import { countRows, siteStats } from '#core/admin/contracts'
import Comment from '../models/comment.js'
import Report from '../models/report.js'

/** comment_count and report_count of GET /api/v1/stats, for staff who may view statistics. */
export default async function statsBoot() {
  siteStats.add('community', () => ({
    labels: {
      comment_count: { label: '评论', icon: 'IconComment', tone: 'blue' },
      report_count: { label: '举报', icon: 'IconFlag', tone: 'red' },
    },
    async count({ admin }): Promise<Record<string, number>> {
      if (!admin) return {}
      return { comment_count: await countRows(Comment.query()), report_count: await countRows(Report.query()) }
    },
  }))
}
