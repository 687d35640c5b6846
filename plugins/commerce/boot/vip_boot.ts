import { meTabs, userFlags } from '#core/accounts/contracts'
import { settings } from '#core/settings/contracts'
import { siteTools, type SiteTool } from '#core/site/contracts'
import { isVip } from '../queries/active_vip.js'
import { creditName } from '../actions/change_credits.js'

/** VIP status on the signed-in user's record (badge, no watermark) and the personal-centre tabs (orders, VIP, credits ledger). */
export default async function vipBoot() {
  userFlags.add('commerce', async (user) => ({ is_vip: await isVip(user.id) }))
  meTabs.add('commerce', async () => [
    { key: 'order', title: '我的订单', href: '/me/order', icon: 'IconCart', description: '订单和它们的支付状态' },
    { key: 'vip', title: '我的VIP', href: '/me/vip', icon: 'IconCrown', description: '会员有效期与每天的免费下载' },
    { key: 'credit', title: `${await creditName()}明细`, href: '/me/credit', icon: 'IconCreditCard', description: '每一笔收入与支出' },
  ])
  siteTools.add('commerce', async () => {
    const name = await creditName()
    const tools: SiteTool[] = [
      {
        key: 'credit',
        title: `${name}明细`,
        description: `每一笔${name}收入与支出`,
        href: '/me/credit',
        icon: 'IconCreditCard',
        order: 45,
      },
    ]
    if (await settings.get<boolean>('vip', 'enable')) {
      tools.unshift({
        key: 'vip',
        title: '开通VIP',
        description: '免费下载付费文档，阅读无广告',
        href: '/joinvip',
        icon: 'IconCrown',
        order: 40,
      })
    }
    return tools
  })
}
