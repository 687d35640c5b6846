import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import env from '#start/env'
import { ApiError } from '#core/kernel/http/api_error'
import { affectedRows } from '#core/kernel/database/affected_rows'
import EmailCode from '../models/email_code.js'
import { EmailCodePurpose, EmailCodePurposeEnum, type EmailCodePurposeValue } from '../enums/email_code_purpose.js'

/** Wrong guesses a code survives: six digits cannot be tried through. */
export const MAX_CODE_FAILURES = 5
const LINK_PURPOSE = 'findpassword'

/** A timestamp as Lucid writes one (local wall clock), for updates made outside the model. */
function sqlStamp(time: DateTime) {
  return time.toFormat('yyyy-MM-dd HH:mm:ss')
}

function digest(value: string) {
  return createHmac('sha256', env.get('APP_KEY').release()).update(value).digest('hex')
}

function same(hashed: string | null, value: string) {
  if (!hashed) return false
  const expected = Buffer.from(hashed, 'hex')
  const actual = Buffer.from(digest(value), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * A new six-digit code for an address and a purpose, and with `link` a signed token for the
 * reset link (encrypted with the app key, bound to this purpose, naming the row and a secret).
 * Only the latest code of an address and purpose counts.
 */
export async function issueEmailCode(input: {
  email: string
  purpose: EmailCodePurposeValue
  minutes: number
  userId?: number
  link?: boolean
}) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const secret = input.link ? randomBytes(24).toString('base64url') : null
  const row = await EmailCode.create({
    email: input.email.toLowerCase(),
    purpose: input.purpose,
    userId: input.userId ?? null,
    codeHash: digest(code),
    linkHash: secret ? digest(secret) : null,
    failures: 0,
    expiresAt: DateTime.now().plus({ minutes: input.minutes }),
    usedAt: null,
  })
  const token = secret ? encryption.encrypt({ id: row.id, secret }, undefined, LINK_PURPOSE) : null
  return { row, code, token }
}

/** A code whose mail could not be sent never existed: the one sent before stays valid. */
export async function discardEmailCode(row: EmailCode) {
  await row.delete()
}

/** Hands a claimed code back when what it was claimed for did not happen. */
export async function releaseEmailCode(row: EmailCode) {
  await db.from(EmailCode.table).where('id', row.id).update({ used_at: null })
}

function assertUsable(row: EmailCode, what: '验证码' | '链接') {
  if (row.usedAt) throw ApiError.badRequest(what === '链接' ? '找回密码链接已使用过，请重新获取' : '验证码已使用过，请重新获取')
  if (row.expiresAt < DateTime.now()) {
    throw ApiError.badRequest(what === '链接' ? '找回密码链接已过期，请重新获取' : '验证码已过期，请重新获取')
  }
  if (row.failures >= MAX_CODE_FAILURES) throw ApiError.badRequest('验证码错误次数过多，请重新获取')
}

/** Only the request whose update marks the row used may go on: a code or link works once. */
async function claim(row: EmailCode, what: '验证码' | '链接') {
  const updated = await db
    .from(EmailCode.table)
    .where('id', row.id)
    .whereNull('used_at')
    .where('failures', '<', MAX_CODE_FAILURES)
    .update({ used_at: sqlStamp(DateTime.now()) })
  if (affectedRows(updated) !== 1) {
    throw ApiError.badRequest(what === '链接' ? '找回密码链接已使用过，请重新获取' : '验证码已使用过，请重新获取')
  }
  return row
}

async function latest(email: string, purpose: EmailCodePurposeValue) {
  return EmailCode.query().where('email', email).where('purpose', purpose).orderBy('id', 'desc').first()
}

/** A wrong code: counted against the code; a code of another purpose is named as such. */
async function wrongCode(email: string, purpose: EmailCodePurposeValue, code: string, row: EmailCode | null): Promise<never> {
  if (row) await db.from(EmailCode.table).where('id', row.id).increment('failures', 1)
  const others = await EmailCode.query()
    .where('email', email)
    .whereNot('purpose', purpose)
    .whereNull('used_at')
    .orderBy('id', 'desc')
    .limit(5)
  const other = others.find((candidate) => same(candidate.codeHash, code))
  if (other) {
    throw ApiError.badRequest(`该验证码用于${EmailCodePurposeEnum.labels[other.purpose]}，不能用于${EmailCodePurposeEnum.labels[purpose]}`)
  }
  throw ApiError.badRequest('验证码错误')
}

/** Checks the code of an address without using it up (wrong guesses still count). */
export async function checkEmailCode(email: string, purpose: EmailCodePurposeValue, code: string) {
  const address = email.toLowerCase()
  const row = await latest(address, purpose)
  if (!row || !same(row.codeHash, code)) return wrongCode(address, purpose, code, row)
  assertUsable(row, '验证码')
  return row
}

/** The code typed for an address, used up. */
export async function claimEmailCode(email: string, purpose: EmailCodePurposeValue, code: string) {
  return claim(await checkEmailCode(email, purpose, code), '验证码')
}

/** The row of a reset link, checked without using it up (the page says why a link no longer works). Forged, altered or foreign tokens are 链接无效. */
export async function checkResetLink(email: string, token: string) {
  const invalid = () => ApiError.badRequest('找回密码链接无效，请重新获取')
  const payload = encryption.decrypt<{ id?: unknown; secret?: unknown }>(token, LINK_PURPOSE)
  if (!payload || typeof payload.id !== 'number' || typeof payload.secret !== 'string') throw invalid()
  const row = await EmailCode.find(payload.id)
  if (!row || row.purpose !== EmailCodePurpose.FindPassword || row.email !== email.toLowerCase() || !same(row.linkHash, payload.secret)) {
    throw invalid()
  }
  assertUsable(row, '链接')
  return row
}

/** The token of a reset link, for this address, used up. */
export async function claimResetLink(email: string, token: string) {
  return claim(await checkResetLink(email, token), '链接')
}

/** After a reset, the other codes and links sent for it die with it. */
export async function retireEmailCodes(email: string, purpose: EmailCodePurposeValue) {
  await db
    .from(EmailCode.table)
    .where('email', email.toLowerCase())
    .where('purpose', purpose)
    .whereNull('used_at')
    .update({ used_at: sqlStamp(DateTime.now()) })
}
