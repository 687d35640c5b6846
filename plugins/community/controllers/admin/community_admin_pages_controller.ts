import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { COMMENT_STATUS_LABELS, REPORT_REASON_LABELS } from '../../enums/community.js'
import { communityKinds } from '../../services/targets.js'
import { CommunityPermission } from '../../permissions.js'

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }))

/** The pages load their rows through the JSON API; `can` hides what would answer 403. */
export default class CommunityAdminPagesController {
  async comments(ctx: HttpContext) {
    return renderPage(ctx, 'community/admin/comment', {
      can: await abilities(ctx, CommunityPermission.comment, ['check', 'update', 'delete']),
      statuses: options(COMMENT_STATUS_LABELS),
      kinds: communityKinds(),
    })
  }

  async reports(ctx: HttpContext) {
    return renderPage(ctx, 'community/admin/report', {
      can: await abilities(ctx, CommunityPermission.report, ['update', 'delete']),
      reasons: options(REPORT_REASON_LABELS),
      kinds: communityKinds(),
    })
  }
}
