import { definePlugin } from '#core/kernel/define_plugin'
import { mailPermissions, MailPermission } from './permissions.js'
import { SEND_MAIL_JOB } from './jobs/send_mail_job.js'
import { sweepMailJob, sweepMailSchedule } from './jobs/sweep_mail_job.js'

/**
 * E-mail through @adonisjs/mail: SMTP from 系统设置 → 邮箱配置 (a log transport in development
 * and tests when none is set), sent now or through the queue with retries, every mail in
 * 邮件记录. A mail the queue could not take (Redis down) waits 发送中 for the mail.sweep schedule;
 * the web process also sweeps once when ready, without waiting for the first scheduled run.
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
  jobs: [SEND_MAIL_JOB, sweepMailJob],
  schedules: [sweepMailSchedule],
  routes: () => import('./routes.js'),
  async boot({ app }) {
    if (app.getEnvironment() !== 'web') return
    await app.ready(() => {
      import('./actions/sweep_mail.js')
        .then(({ sweepMail }) => sweepMail())
        .catch(async (error) =>
          (await app.container.make('logger')).warn({ err: error }, 'mail: the start-up sweep could not queue waiting mails')
        )
    })
  },
})
