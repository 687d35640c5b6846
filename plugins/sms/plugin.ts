import { definePlugin } from '#core/kernel/define_plugin'
import { SmsPermission, smsPermissions } from './permissions.js'
import { smsSettings } from './settings.js'

export default definePlugin({
  id: 'sms',
  title: '短信',
  description: '短信验证码：阿里云、腾讯云、百度云、华为云短信，手机号注册、登录和找回密码，短信记录。',
  dependsOn: ['settings', 'site', 'accounts', 'access', 'admin'],
  permissions: smsPermissions,
  adminMenu: [
    {
      page: 'user/sms',
      title: '短信记录',
      icon: 'IconSend',
      parent: '用户管理',
      permission: SmsPermission.sms.list,
      component: 'sms/admin/sms',
      sort: 304,
    },
  ],
  settings: [smsSettings],
  routes: () => import('./routes.js'),
  boot: async () => {
    await (await import('./boot/site_boot.js')).default()
    await (await import('./boot/accounts_boot.js')).default()
  },
})
