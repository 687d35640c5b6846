import { iso } from '#core/kernel/transformers/iso'
import type MailLog from '../models/mail_log.js'

export function mailLogJson(log: MailLog) {
  return {
    id: log.id,
    email: log.recipient,
    subject: log.subject,
    template: log.template,
    status: log.status,
    transport: log.transport,
    attempts: log.attempts,
    error: log.error ?? '',
    response: log.response ?? '',
    sent_at: iso(log.sentAt),
    created_at: iso(log.createdAt),
    updated_at: iso(log.updatedAt),
  }
}
