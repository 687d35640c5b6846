import sharp from 'sharp'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import limiter from '@adonisjs/limiter/services/main'
import settings from '#core/settings/settings_service'
import Punishment from '#core/access/models/punishment'
import Captcha from '#core/accounts/models/captcha'
import { http, type HttpResponse } from './http.js'

let sequence = 0

/** A unique name, e-mail and client IP per call: rate limits never mix tests up. */
export function newAccount(prefix = 'u') {
  sequence += 1
  const stamp = `${Date.now().toString(36)}${sequence}`
  return {
    username: `${prefix}_${stamp}`,
    email: `${prefix}_${stamp}@example.com`,
    password: 'secret123',
    ip: `10.${sequence % 250}.${Math.floor(Math.random() * 250)}.${(sequence * 7) % 250}`,
  }
}

/** POST /api/v1/user/register from the account's own IP, without any cookie (like a script). */
export function register(_client: ApiClient, account: ReturnType<typeof newAccount>, extra: Record<string, unknown> = {}) {
  return http('POST', '/api/v1/user/register', {
    headers: { 'X-Forwarded-For': account.ip },
    json: { username: account.username, email: account.email, password: account.password, ...extra },
  })
}

export function login(_client: ApiClient, username: string, password: string, extra: Record<string, unknown> = {}, ip?: string) {
  return http('POST', '/api/v1/user/login', {
    headers: ip ? { 'X-Forwarded-For': ip } : {},
    json: { username, password, ...extra },
  })
}

export function cookieHeader(response: HttpResponse) {
  return response.cookieHeader()
}

/**
 * A login or registration answer signs the user in both ways: its token opens the API (the
 * user read back contains `expected`) and its session cookie opens the site.
 */
export async function assertSignedIn(client: ApiClient, response: HttpResponse, expected: { id: number } & Record<string, unknown>) {
  const me = await client.get('/api/v1/user').bearerToken(response.body().token)
  me.assertStatus(200)
  me.assertBodyContains(expected)

  const viaSession = await http('GET', '/api/v1/user', { cookies: cookieHeader(response) })
  viaSession.assertStatus(200)
  viaSession.assertBodyContains({ id: expected.id })
}

/** A punishment in force since an hour ago, until tomorrow or, with `until` null, for good. */
export async function punish(userId: number, type: number, reason: string, until: DateTime | null = DateTime.now().plus({ days: 1 })) {
  return Punishment.create({
    userId,
    type,
    enable: true,
    reason,
    remark: '',
    startTime: DateTime.now().minus({ hours: 1 }),
    endTime: until,
  })
}

/** Restores the security settings and forgets every rate-limit counter after a test. */
export async function resetSecurity() {
  await settings.update('security', {
    enable_register: true,
    is_close: false,
    login_required: false,
    enable_captcha_login: false,
    enable_captcha_register: false,
    enable_captcha_comment: false,
    enable_captcha_upload: false,
    enable_captcha_find_password: true,
    login_attempts_per_minute: 10,
    register_per_hour_per_ip: 10,
    login_failures_per_hour_per_ip: 30,
    access_token_days: 30,
  })
  await limiter.clear()
}

/** The answer of a captcha, read where the server keeps it (the test plays the human). */
export async function captchaAnswer(id: string) {
  const row = await Captcha.findOrFail(id)
  return row.answer
}

export async function pngBytes(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer()
}
