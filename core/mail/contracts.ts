/**
 * What other modules and plugins use to send e-mail:
 *
 *   import { queueMail, sendMailNow } from '#core/mail/contracts'
 *   await queueMail({ to, template: 'notification', data: { title, content } })
 *
 * sendMailNow waits for the server and throws MailDeliveryError (its `reason` is the server's
 * answer); queueMail returns at once and retries in the background. Both are in 邮件记录.
 */
export { sendMailNow, queueMail } from './actions/send_mail.js'
export type { MailRequest } from './actions/send_mail.js'
export { MailDeliveryError } from './actions/deliver_mail.js'
export { assertMailAvailable, MailUnavailableError } from './services/mail_transport.js'
export { default as MailLog } from './models/mail_log.js'
export { MailStatus } from './enums/mail_status.js'
export type { MailTemplateName, MailTemplateData } from './templates/mail_templates.js'
