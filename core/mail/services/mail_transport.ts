import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { Mailer, type MailResponse } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import type { MailEvents, MailTransportContract } from '@adonisjs/mail/types'
import type { EmitterLike } from '@adonisjs/core/types/events'
import settings from '#core/settings/settings_service'
import { LogTransport } from './log_transport.js'

export type EmailSettings = {
  enable: boolean
  host: string
  port: number
  is_tls: boolean
  from_address: string
  from_name: string
  username: string
  password: string
  duration: number
}

export class MailUnavailableError extends Error {
  constructor() {
    super('网站未开启邮件服务，请联系管理员')
  }
}

/** The app's emitter carries the mailer's mail:sending / mail:sent events (the mail provider's typing is not loaded). */
const mailEmitter = emitter as unknown as EmitterLike<MailEvents>

function smtpConfigured(config: EmailSettings) {
  return config.enable && config.host.trim() !== ''
}

/** Whether a mail would go anywhere: in production only with an SMTP server; elsewhere the log transport stands in. */
export async function assertMailAvailable() {
  if (app.inProduction && !smtpConfigured(await settings.group<EmailSettings>('email'))) throw new MailUnavailableError()
}

/** SMTP when 邮箱配置 names a server; otherwise the log transport, except in production, where nothing is sent. */
export async function currentMailer() {
  const config = await settings.group<EmailSettings>('email')
  const host = config.host.trim()
  if (!smtpConfigured(config)) {
    if (app.inProduction) throw new MailUnavailableError()
    return { name: 'log', mailer: new Mailer('log', new LogTransport(), mailEmitter), from: fromOf(config, 'noreply@localhost') }
  }
  const transport = new SMTPTransport({
    host,
    port: config.port,
    secure: config.is_tls,
    auth: config.username ? { type: 'login', user: config.username, pass: config.password } : undefined,
    // A dead server must answer the member quickly, not after nodemailer's two-minute default.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return { name: 'smtp', mailer: new Mailer<MailTransportContract>('smtp', transport, mailEmitter), from: fromOf(config, config.username) }
}

function fromOf(config: EmailSettings, fallback: string) {
  return { address: config.from_address.trim() || fallback, name: config.from_name }
}

/** The server's answer to an accepted message, e.g. "250 2.0.0 Ok: queued as 4Fk9". */
export function smtpAnswer(response: MailResponse<unknown>) {
  const original = response.original as { response?: string } | undefined
  return original?.response ?? `accepted ${response.messageId}`
}

/** The server's refusal or the connection error, as staff and the member read it. */
export function smtpError(error: unknown) {
  const failure = error as { response?: string; code?: string; message?: string }
  if (failure.response) return failure.response
  if (['ESOCKET', 'ECONNECTION', 'ETIMEDOUT', 'EDNS'].includes(failure.code ?? '')) {
    return `无法连接邮件服务器（${failure.message ?? failure.code}）`
  }
  return failure.message ?? String(error)
}
