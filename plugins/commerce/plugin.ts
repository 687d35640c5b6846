import { definePlugin } from '#core/kernel/define_plugin'
import { commercePermissions, CommercePermission } from './permissions.js'
import { paySettings, scoreSettings, vipSettings } from './settings.js'
import { closeOrdersJob, closeOrdersSchedule } from './jobs/close_orders_job.js'

export default definePlugin({
  id: 'commerce',
  title: '货币与交易',
  description: '站内货币的收支记录、每日签到、奖励规则、付费下载、VIP 与订单。',
  dependsOn: ['settings', 'accounts', 'access', 'queue', 'site', 'seo', 'documents'],
  permissions: commercePermissions,
  adminMenu: [
    {
      page: 'order',
      title: '订单管理',
      icon: 'IconCreditCard',
      permission: CommercePermission.order.list,
      component: 'commerce/admin/order_list',
      sort: 600,
    },
    {
      page: 'user/vip',
      title: 'VIP会员',
      icon: 'IconCrown',
      parent: '用户管理',
      permission: CommercePermission.vip.list,
      component: 'commerce/admin/user_vip',
      sort: 150,
    },
  ],
  settings: [scoreSettings, vipSettings, paySettings],
  jobs: [closeOrdersJob],
  schedules: [closeOrdersSchedule],
  routes: () => import('./routes.js'),
  async boot() {
    // One boot file per area keeps the wiring small.
    for (const area of [
      () => import('./boot/score_boot.js'),
      () => import('./boot/download_boot.js'),
      () => import('./boot/sign_boot.js'),
      () => import('./boot/vip_boot.js'),
      () => import('./boot/site_boot.js'),
    ]) {
      await (await area()).default()
    }
  },
})
