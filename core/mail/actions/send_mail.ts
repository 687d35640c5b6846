import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue_service'
import MailLog from '../models/mail_log.js'
import { MailStatus } from '../enums/mail_status.js'
import { renderMail } from '../templates/render_mail.js'
import type { MailTemplateData, MailTemplateName } from '../templates/mail_templates.js'
import { deliverMail } from './deliver_mail.js'
import { SEND_MAIL_JOB } from '../jobs/send_mail_job.js'

export interface MailRequest<Name extends MailTemplateName = MailTemplateName> {
  to: string
  template: Name
  data: MailTemplateData[Name]
}

async function logMail(request: MailRequest, rendered?: { subject: string; html: string; text: string }) {
  const mail = rendered ?? (await renderMail(request.template, request.data as never))
  return MailLog.create({
    recipient: request.to,
    subject: mail.subject,
    template: request.template,
    status: MailStatus.Sending,
    transport: 'smtp',
    attempts: 0,
    body: { html: mail.html, text: mail.text },
  })
}

/**
 * Sends while the caller waits (a code the member is waiting for, the test mail): one attempt,
 * logged; a failure throws MailDeliveryError with the server's answer. Returns that answer.
 */
export async function sendMailNow<Name extends MailTemplateName>(request: MailRequest<Name>) {
  const log = await logMail(request)
  const answer = await deliverMail(log, { lastAttempt: true })
  return { log, answer }
}

/** The test mail of 邮箱配置: a fixed text, sent now. */
export async function sendTestMail(to: string) {
  return sendMailNow({
    to,
    template: 'notification',
    data: { title: '测试邮件', content: '这是一封测试邮件。收到它，说明网站的邮箱配置可以正常发送邮件。' },
  })
}

/** Hands a logged mail to SEND_MAIL_JOB; the job id makes a second hand-over of a waiting mail a no-op. */
export async function dispatchMail(logId: number) {
  await queue.dispatch(SEND_MAIL_JOB.name, { logId }, { jobId: `mail-${logId}` })
}

/**
 * Sends in the background with retries (SEND_MAIL_JOB); the log shows how it went. A queue
 * that is down (Redis out of reach) does not fail the caller: the mail stays 发送中 with its
 * body, and the mail.sweep schedule hands it over once the queue answers again.
 */
export async function queueMail<Name extends MailTemplateName>(request: MailRequest<Name>) {
  const log = await logMail(request)
  try {
    await dispatchMail(log.id)
  } catch (error) {
    logger.warn({ err: error, mailLogId: log.id }, 'mail: could not queue a mail; the mail sweep sends it once the queue is back')
  }
  return log
}
