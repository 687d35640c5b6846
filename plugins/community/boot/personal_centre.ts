import { meTabs } from '#core/accounts/contracts'
import { sharedProps } from '#core/kernel/shared_props'
import { REPORT_REASON_LABELS } from '../enums/community.js'
import { commentRefusal } from '../queries/comment_refusal.js'

/**
 * The personal-centre tabs, and what content pages need to show comments and favourites: the
 * flag, the report reasons and why the member may not comment, if so.
 */
export default async function personalCentreBoot() {
  meTabs.add('community', () => [
    { key: 'favorite', title: '我的收藏', href: '/me/favorite', icon: 'IconStar', description: '收藏过的文档与文章' },
    { key: 'comment', title: '我的评论', href: '/me/comment', icon: 'IconComment', description: '发表过的评论和它们的审核状态' },
  ])
  const reportReasons = Object.entries(REPORT_REASON_LABELS).map(([value, label]) => ({ value: Number(value), label }))
  sharedProps.add('community', async (ctx) => {
    const user = ctx.auth?.user
    return { community: { enabled: true, report_reasons: reportReasons, comment_ban: user ? await commentRefusal(user.id) : null } }
  })
}
