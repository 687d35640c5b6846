import { meTabs } from '#core/accounts/contracts'
import { sharedProps } from '#core/kernel/shared_props'

/** The personal-centre tabs, and a flag that tells content pages to show comments and favourites. */
export default async function personalCentreBoot() {
  meTabs.add('community', () => [
    { key: 'favorite', title: '我的收藏', href: '/me/favorite', icon: 'IconStar', description: '收藏过的文档与文章' },
    { key: 'comment', title: '我的评论', href: '/me/comment', icon: 'IconComment', description: '发表过的评论和它们的审核状态' },
  ])
  sharedProps.add('community', async () => ({ community: { enabled: true } }))
}
