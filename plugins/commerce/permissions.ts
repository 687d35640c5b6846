/** Keys are prefixed with the plugin id; titles are what the admin permission list shows. */
export const CREDIT_RECHARGE = 'commerce.credit.recharge'
export const ORDER_LIST = 'commerce.order.list'
export const VIP_LIST = 'commerce.vip.list'

export const commercePermissions = [
  { key: CREDIT_RECHARGE, title: '系统充值（增减用户余额）', group: '订单' },
  { key: ORDER_LIST, title: '订单列表', group: '订单' },
  { key: VIP_LIST, title: 'VIP会员列表', group: 'VIP会员' },
]
