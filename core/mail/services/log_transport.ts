import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Where mail goes in development and tests when no SMTP server is configured: the logger
 * (the text part, so a developer reads the code or link there) and the mail log.
 */
export class LogTransport implements MailTransportContract {
  async send(message: NodeMailerMessage) {
    const to = addressList(message.to)
    logger.info({ to, subject: message.subject, text: message.text }, 'mail written to the log (no SMTP server configured)')
    return new MailResponse(`<${randomUUID()}@log>`, { from: addressList(message.from)[0] ?? false, to }, undefined)
  }
}

function addressList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((item) => (typeof item === 'string' ? item : String((item as { address?: string }).address ?? '')))
}
