import { captchaTypes, loginMethods } from '#core/accounts/contracts'
import { smsSettings } from '../services/sms_config.js'

/**
 * 手机登录, 手机注册 and 手机找回 tabs beside the password forms, while 短信设置 → enable is on,
 * and the sms captcha type.
 */
export default async function accountsBoot() {
  // Always asked, whatever the settings: a text message costs the site money and lands on a
  // stranger's phone, so no script may send one without solving a captcha.
  captchaTypes.add('sms', () => [{ type: 'sms', asked: () => true }])
  loginMethods.add('sms', async () => {
    if (!(await smsSettings()).enable) return []
    return [
      { key: 'sms.login', title: '手机登录', component: 'sms.mobileLogin', pages: ['login'], order: 10 },
      { key: 'sms.register', title: '手机注册', component: 'sms.mobileRegister', pages: ['register'], order: 10 },
      { key: 'sms.findpassword', title: '手机找回', component: 'sms.mobileFindPassword', pages: ['findpassword'], order: 10 },
    ]
  })
}
