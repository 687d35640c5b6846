import { definePlugin } from '#core/kernel/define_plugin'
import { miniProgramSettings, oauthSettings } from './settings.js'
import { tidyOauthJob } from './jobs/tidy_oauth_job.js'

/**
 * Third-party login: GitHub and Google through @adonisjs/ally's drivers, Gitee, QQ and WeChat
 * (open platform) through drivers of its own on ally's OAuth2 base, each configured from
 * 系统设置 → 第三方登录 at request time.
 */
export default definePlugin({
  id: 'oauth',
  title: '第三方登录',
  description: 'GitHub、Google、Gitee、QQ、微信账号登录与绑定。',
  dependsOn: ['settings', 'site', 'accounts', 'access', 'seo'],
  settings: [oauthSettings, miniProgramSettings],
  jobs: [tidyOauthJob],
  schedules: [{ name: 'oauth.hourly_tidy', everyMs: 60 * 60 * 1000, job: 'oauth.tidy' }],
  routes: () => import('./routes.js'),
  boot: async () => {
    await (await import('./boot/site_boot.js')).default()
    await (await import('./boot/accounts_boot.js')).default()
  },
})
