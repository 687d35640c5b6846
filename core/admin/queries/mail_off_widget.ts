import { settings } from '#core/settings/contracts'
import type { DashboardContext, DashboardWidget } from '../contracts.js'

const CONFIG_LIST = 'settings.config.list'

/** What a site without a mail server cannot do, as the dashboard and `npm start` say it. */
export const MAIL_OFF_DISABLES = '会员无法通过邮件找回密码，注册时也收不到邮箱验证码'

/** Mail goes out only with 邮箱配置 switched on and an SMTP server named (the mail module's own rule). */
export async function mailIsOff() {
  const email = await settings.group<{ enable: boolean; host: string }>('email')
  return !email.enable || email.host.trim() === ''
}

/**
 * A notice while no mail server is set: a fresh site answers 找回密码 with 503 网站未开启邮件服务
 * and nothing else tells the operator why, nor how an administrator gets back in meanwhile.
 * Shown to those who can change the settings.
 */
export async function mailOffWidgets({ held }: DashboardContext): Promise<DashboardWidget[]> {
  if (!held.has(CONFIG_LIST) || !(await mailIsOff())) return []
  return [
    {
      key: 'mail.off',
      title: '邮件服务',
      kind: 'notice',
      wide: true,
      link: '/admin/config/email',
      notice: {
        type: 'warning',
        text: '网站未开启邮件服务',
        description:
          `${MAIL_OFF_DISABLES}。请在 系统设置 → 邮箱配置 填写 SMTP 服务器并启用邮件；` +
          '在此之前，管理员可在服务器上运行 docsite user password <用户名> 重设密码。',
      },
    },
  ]
}
