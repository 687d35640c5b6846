import { meTabs, userFlags } from '#core/accounts/contracts'
import { isVip } from '../queries/active_vip.js'

/** VIP status on the signed-in user's record (badge, no watermark) and the personal-centre tabs (orders, VIP, credits ledger). */
export default async function vipBoot() {
  userFlags.add('commerce', async (user) => ({ is_vip: await isVip(user.id) }))
  meTabs.add('commerce', () => [
    { key: 'order', title: '我的订单', href: '/me/order' },
    { key: 'vip', title: '我的VIP', href: '/me/vip' },
    { key: 'credit', title: '积分明细', href: '/me/credit' },
  ])
}
