import type { JobDefinition } from '#core/queue/contracts'
import MailLog from '../models/mail_log.js'
import { MailStatus } from '../enums/mail_status.js'

const ATTEMPTS = 4

/** Sends one logged mail; a refused or unreachable server is retried after 30 s, 60 s, 120 s. */
export const SEND_MAIL_JOB: JobDefinition<{ logId: number }> = {
  name: 'mail.send',
  label: '发送邮件',
  attempts: ATTEMPTS,
  backoffMs: 30_000,
  timeoutMs: 60_000,
  concurrency: 2,
  async handle({ logId }, context) {
    const log = await MailLog.find(logId)
    if (!log || log.status !== MailStatus.Sending) return
    const { deliverMail } = await import('../actions/deliver_mail.js')
    await deliverMail(log, { lastAttempt: context.attempt >= ATTEMPTS })
  },
}
