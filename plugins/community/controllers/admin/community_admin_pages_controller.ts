import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { COMMENT_STATUS_LABELS, REPORT_REASON_LABELS, TARGET_KIND_LABELS } from '../../enums/community.js'
import { CommunityPermission } from '../../permissions.js'

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }))

/** The pages load their rows through the JSON API; `can` hides what would answer 403. */
export default class CommunityAdminPagesController {
  async comments(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'community/admin/comment', {
      can: {
        check: held.has(CommunityPermission.comment.check),
        update: held.has(CommunityPermission.comment.update),
        delete: held.has(CommunityPermission.comment.delete),
      },
      statuses: options(COMMENT_STATUS_LABELS),
      kinds: options(TARGET_KIND_LABELS),
    })
  }

  async reports(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'community/admin/report', {
      can: { update: held.has(CommunityPermission.report.update), delete: held.has(CommunityPermission.report.delete) },
      reasons: options(REPORT_REASON_LABELS),
      kinds: options(TARGET_KIND_LABELS),
    })
  }
}
