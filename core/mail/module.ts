import { definePlugin } from '#core/kernel/define_plugin'
import { mailPermissions, MailPermission } from './permissions.js'
import { SEND_MAIL_JOB } from './jobs/send_mail_job.js'

/**
 * E-mail through @adonisjs/mail: SMTP from 系统设置 → 邮箱配置 (a log transport in development
 * and tests when none is set), sent now or through the queue with retries, every mail in
 * 邮件记录.
 */
export default definePlugin({
  id: 'mail',
  title: '邮件',
  dependsOn: ['settings', 'queue'],
  permissions: mailPermissions,
  adminMenu: [
    {
      page: 'mail/log',
      title: '邮件记录',
      icon: 'IconMail',
      parent: '系统设置',
      permission: MailPermission.log.list,
      component: 'mail/admin/logs',
      sort: 910,
    },
  ],
  jobs: [SEND_MAIL_JOB],
  routes: () => import('./routes.js'),
})
