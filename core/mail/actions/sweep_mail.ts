import { DateTime } from 'luxon'
import MailLog from '../models/mail_log.js'
import { MailStatus } from '../enums/mail_status.js'
import { dispatchMail } from './send_mail.js'

/** At most this many mails per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 500
/** A mail just logged is being handed over by its request: the sweep leaves it that long. */
const GRACE_MINUTES = 1

/**
 * Hands to the queue every mail still 发送中 with its body that has not moved for a minute:
 * one whose request could not queue it (Redis down), or whose job a Redis restart lost. A
 * mail whose job still waits or runs is a no-op (same job id), and the job sends only a mail
 * still 发送中, so a sweep never sends twice.
 */
export async function sweepMail(now = DateTime.now()) {
  const logs = await MailLog.query()
    .where('status', MailStatus.Sending)
    .whereNotNull('body')
    .where('updated_at', '<', now.minus({ minutes: GRACE_MINUTES }).toFormat('yyyy-MM-dd HH:mm:ss'))
    .orderBy('id', 'asc')
    .limit(SWEEP_LIMIT)
    .select('id')
  for (const log of logs) await dispatchMail(log.id)
  return logs.map((log) => log.id)
}
