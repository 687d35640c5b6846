import { DateTime } from 'luxon'
import type MailLog from '../models/mail_log.js'
import { MailStatus } from '../enums/mail_status.js'
import { currentMailer, MailUnavailableError, smtpAnswer, smtpError } from '../services/mail_transport.js'

export class MailDeliveryError extends Error {
  constructor(
    readonly reason: string,
    readonly log: MailLog
  ) {
    super(reason)
  }
}

/**
 * One attempt at sending a logged mail. A failure is written to the log (the error, the
 * attempt count) and thrown; on the last attempt the log is marked failed and its body
 * dropped. Returns the server's answer.
 */
export async function deliverMail(log: MailLog, options: { lastAttempt: boolean }): Promise<string> {
  if (!log.body) throw new MailDeliveryError('邮件内容已清除，无法再次发送', log)
  log.attempts += 1
  try {
    const { name, mailer, from } = await currentMailer()
    log.transport = name
    try {
      const response = await mailer.send((message) => {
        message.to(log.recipient).from(from.address, from.name).subject(log.subject).html(log.body!.html).text(log.body!.text)
      })
      const answer = smtpAnswer(response)
      log.merge({ status: MailStatus.Sent, response: answer.slice(0, 500), error: null, body: null, sentAt: DateTime.now() })
      await log.save()
      return answer
    } finally {
      await mailer.close()
    }
  } catch (error) {
    const reason = error instanceof MailUnavailableError ? error.message : smtpError(error)
    log.error = reason
    if (options.lastAttempt) log.merge({ status: MailStatus.Failed, body: null })
    await log.save()
    throw new MailDeliveryError(reason, log)
  }
}
