import type { Command } from 'commander'
import { mailIsOff } from '#core/admin/queries/mail_off_widget'
import { print } from '../support/output.js'

/**
 * What the site cannot do yet and how to fix it, one line each; nothing when all is set.
 * `npm start` prints it before serving, so a fresh site says why 找回密码 answers 503.
 */
export default function notices(program: Command) {
  program
    .command('notices')
    .description('Print what the site cannot do yet (mail switched off, ...) and how to fix it')
    .action(async () => {
      if (await mailIsOff()) {
        print(
          'mail is off: 找回密码 (password reset by e-mail) and 邮箱验证码 answer 503 网站未开启邮件服务 until an SMTP server is set in ' +
            '系统设置 → 邮箱配置 (or: docsite config set email.host smtp.example.com, then email.enable true). ' +
            'Meanwhile docsite user password <username> sets a password from the shell.'
        )
      }
    })
}
