import limiter from '@adonisjs/limiter/services/main'
import { settings } from '#core/settings/contracts'
import Setting from '#core/settings/models/setting'
import { captchaAnswer, resetSecurity } from '#core/accounts/tests/helpers'
import { http } from '#core/accounts/tests/http'
import registry from '#core/kernel/plugin_registry'
import Sms from '#plugins/sms/models/sms'
import { logOutbox } from '#plugins/sms/providers/log_provider'

export const smsDisabled = !registry.isEnabled('sms')
export const notEnabledReason = 'the sms plugin is not enabled'

let sequence = 0
/** A fresh mainland number and client IP per call: limits never mix tests up. */
export function newPhone() {
  sequence += 1
  const tail = `${Date.now() % 1_000_000}${sequence}`.padStart(8, '0').slice(-8)
  return { mobile: `139${tail}`, ip: `10.77.${sequence % 250}.${Math.floor(Math.random() * 250)}` }
}

/** SMS on with the log provider and default limits; no records, no counters. */
export async function resetSms(values: Record<string, unknown> = {}) {
  await Sms.query().delete()
  await Setting.query().where('groupName', 'sms').update({ value: null })
  settings.forget()
  await settings.update('sms', { enable: true, provider: 'log', ...values })
  await resetSecurity()
  await limiter.clear()
}

/** Later files run on the same settings: SMS off again, as on a fresh site. */
export async function leaveSmsOff() {
  await settings.update('sms', { enable: false, provider: 'log', endpoint: '' })
}

/** A solved sms captcha (the test plays the human reading the image). */
export async function solvedCaptcha() {
  const challenge = await http('GET', '/api/v1/user/captcha?type=sms')
  const id = challenge.body().id as string
  return { captcha_id: id, captcha: await captchaAnswer(id) }
}

export async function sendSms(mobile: string, type: number, ip: string) {
  return http('POST', '/api/v1/sms', { headers: { 'X-Forwarded-For': ip }, json: { mobile, type, ...(await solvedCaptcha()) } })
}

/** The code the log provider "sent" last to this phone. */
export function lastCode(mobile: string) {
  const sent = logOutbox(mobile)
  return sent[sent.length - 1]?.code
}
