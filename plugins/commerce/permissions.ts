import { definePermissionSet } from '#core/kernel/permission_set'

/** Titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('commerce', {
  credit: { group: '订单', actions: { recharge: '系统充值（增减用户余额）' } },
  order: { group: '订单', actions: { list: '订单列表' } },
  vip: { group: 'VIP会员', actions: { list: 'VIP会员列表' } },
  payment: { group: '支付', actions: { cert: '查看微信支付验签公钥' } },
})

export const CommercePermission = permissionSet.keys
export const commercePermissions = permissionSet.definitions
