import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import settings from '#core/settings/settings_service'

export interface SmtpSink {
  port: number
  messages: ParsedMail[]
  /** Logins the server was given (user:pass). */
  logins: string[]
  /** The next message to this address that arrives within the timeout. */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>
  close(): Promise<void>
}

/** A real SMTP server in the test process, on a free port: what arrives is parsed and kept. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const logins: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`)
      callback(null, { user: auth.username })
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          callback()
        },
        (error) => callback(error)
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = ((server as any).server.address() as AddressInfo).port

  const toAddress = (mail: ParsedMail) => {
    const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
    return list.flatMap((entry) => entry.value.map((value) => value.address?.toLowerCase()))
  }

  return {
    port,
    messages,
    logins,
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = messages.find((mail) => toAddress(mail).includes(to.toLowerCase()))
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port nothing listens on: connecting is refused at once. */
export async function closedPort() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** 邮箱配置 pointing at a local server (plain SMTP, as the sink speaks). */
export async function useSmtp(port: number, credentials = { username: '', password: '' }) {
  await settings.update('email', {
    enable: true,
    host: '127.0.0.1',
    port,
    is_tls: false,
    from_address: 'noreply@docsite.test',
    from_name: 'Docsite 测试',
    ...credentials,
  })
}

/** Back to no SMTP server: the log transport. */
export async function resetMailSettings() {
  await settings.update('email', {
    enable: false,
    host: '',
    port: 465,
    is_tls: true,
    from_address: '',
    from_name: 'Docsite',
    username: '',
    password: '',
  })
}

/** The six-digit code in a mail's text. */
export function codeIn(mail: ParsedMail) {
  const match = /(\d{6})/.exec(mail.text ?? '')
  if (!match) throw new Error('no code in the mail')
  return match[1]
}

/** The reset link in a mail's text. */
export function linkIn(mail: ParsedMail) {
  const match = /(https?:\/\/\S+\/findpassword\?token=\S+)/.exec(mail.text ?? '')
  if (!match) throw new Error('no reset link in the mail')
  return new URL(match[1])
}
