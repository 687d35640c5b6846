import type { SiteBrand } from './site_brand.js'

const CODE_STYLE = 'font-size:28px;font-weight:600;letter-spacing:6px;color:#0064fa;'
const BUTTON_STYLE = 'display:inline-block;padding:10px 24px;background:#0064fa;color:#ffffff;border-radius:4px;text-decoration:none;'

export interface MailTemplate<Data> {
  subject: (brand: SiteBrand, data: Data) => string
  /** Edge markup of the body, rendered with { brand, ...data } and escaped. */
  html: string
  text: (brand: SiteBrand, data: Data) => string
}

export interface VerificationCodeData {
  code: string
  /** What the code is for, as the mail says it: 注册账号, 找回密码. */
  purpose: string
  minutes: number
}

export interface PasswordResetData {
  link: string
  code: string
  minutes: number
  username: string
}

export interface NotificationData {
  title: string
  /** Plain text; blank lines separate paragraphs. */
  content: string
  link?: string
  linkText?: string
}

const verificationCode: MailTemplate<VerificationCodeData> = {
  subject: (brand) => `【${brand.sitename}】邮箱验证码`,
  html: `<p>您好！</p>
<p>您正在{{ brand.sitename }}{{ purpose }}，本次的验证码是：</p>
<p style="${CODE_STYLE}">{{ code }}</p>
<p>验证码 {{ minutes }} 分钟内有效，只能使用一次。如果这不是您本人的操作，请忽略此邮件。</p>`,
  text: (brand, data) =>
    `您好！\n您正在${brand.sitename}${data.purpose}，本次的验证码是：${data.code}\n验证码 ${data.minutes} 分钟内有效，只能使用一次。如果这不是您本人的操作，请忽略此邮件。`,
}

const passwordReset: MailTemplate<PasswordResetData> = {
  subject: (brand) => `【${brand.sitename}】找回密码`,
  html: `<p>{{ username }}，您好！</p>
<p>我们收到了找回您在{{ brand.sitename }}的账号密码的请求。点击下面的按钮设置新密码：</p>
<p><a href="{{ link }}" style="${BUTTON_STYLE}">设置新密码</a></p>
<p>或在找回密码页面输入验证码：</p>
<p style="${CODE_STYLE}">{{ code }}</p>
<p>链接和验证码 {{ minutes }} 分钟内有效，只能使用一次。如果按钮无法打开，请复制下面的链接到浏览器：</p>
<p style="word-break:break-all;color:#5a5f69;">{{ link }}</p>
<p>如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。</p>`,
  text: (brand, data) =>
    [
      `${data.username}，您好！`,
      `我们收到了找回您在${brand.sitename}的账号密码的请求。打开下面的链接设置新密码：`,
      data.link,
      `或在找回密码页面输入验证码：${data.code}`,
      `链接和验证码 ${data.minutes} 分钟内有效，只能使用一次。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。`,
    ].join('\n'),
}

const notification: MailTemplate<NotificationData & { paragraphs?: string[] }> = {
  subject: (brand, data) => `【${brand.sitename}】${data.title}`,
  html: `<p style="font-size:16px;font-weight:600;">{{ title }}</p>
@each(paragraph in paragraphs)
<p>{{ paragraph }}</p>
@end
@if(link)
<p><a href="{{ link }}" style="${BUTTON_STYLE}">{{ linkText || '查看详情' }}</a></p>
@end`,
  text: (_brand, data) => [data.title, data.content, data.link ?? ''].filter(Boolean).join('\n\n'),
}

export const mailTemplates = {
  verification_code: verificationCode,
  password_reset: passwordReset,
  notification,
}

export type MailTemplateName = keyof typeof mailTemplates
export type MailTemplateData = {
  verification_code: VerificationCodeData
  password_reset: PasswordResetData
  notification: NotificationData
}
