import logger from '@adonisjs/core/services/logger'
import type { SmsProvider } from './provider.js'

/** Messages the log provider "sent", newest last; development and tests read codes here. */
const outbox: { mobile: string; code: string; at: Date }[] = []
const OUTBOX_SIZE = 100

export function logOutbox(mobile?: string) {
  return mobile ? outbox.filter((entry) => entry.mobile === mobile) : [...outbox]
}

/** For development: nothing leaves the server, the code is written to the log. */
export const logProvider: SmsProvider = {
  key: 'log',
  title: '日志（开发用，不发送短信）',
  async send({ mobile, code }) {
    logger.info({ mobile, code }, 'sms (log provider): verification code')
    outbox.push({ mobile, code, at: new Date() })
    if (outbox.length > OUTBOX_SIZE) outbox.shift()
    return { response: 'logged' }
  },
}
