import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { ApiError } from '#core/kernel/http/api_error'
import Captcha from '../models/captcha.js'
import { CORE_CAPTCHA_TYPES, registeredCaptchaTypes, type CaptchaType } from '../captcha_types.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

const LIFETIME_MINUTES = 5
/** Characters people confuse (0/O, 1/l/I) never appear in letter captchas. */
const CONFUSING = '0oO1iIlL'

interface CaptchaSettings {
  width: number
  height: number
  length: number
  type: 'digit' | 'string' | 'math'
}

/** Lucid writes DateTime columns in this local-time format on SQLite and MySQL alike. */
function sqlNow() {
  return DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
}

/** svg-captcha parses its font when imported: loaded with the first challenge, not at start. */
async function draw(config: CaptchaSettings) {
  const { default: svgCaptcha } = await import('svg-captcha')
  const common = {
    width: config.width,
    height: config.height,
    fontSize: Math.round(config.height * 0.9),
    noise: 2,
    color: true,
    background: '#f4f7fc',
  }
  if (config.type === 'math') return svgCaptcha.createMathExpr({ ...common, mathMin: 1, mathMax: 20, mathOperator: '+' })
  if (config.type === 'string') return svgCaptcha.create({ ...common, size: config.length, ignoreChars: CONFUSING })
  return svgCaptcha.create({ ...common, size: config.length, charPreset: '0123456789' })
}

/** Core's types ask while their security setting is on; a plugin's type decides itself; any other asks nothing. */
export async function isCaptchaEnabled(type: CaptchaType) {
  if ((CORE_CAPTCHA_TYPES as readonly string[]).includes(type)) {
    return Boolean(await settings.get('security', `enable_captcha_${type}`))
  }
  const registration = registeredCaptchaTypes().find((entry) => entry.type === type)
  return registration ? Boolean(await registration.asked()) : false
}

export type CaptchaChallenge = { enable: false; type: CaptchaType } | { enable: true; id: string; captcha: string; type: CaptchaType }

/** A new challenge for the action, or `enable: false` when that action asks for none. */
export async function createCaptcha(type: CaptchaType): Promise<CaptchaChallenge> {
  if (!(await isCaptchaEnabled(type))) return { enable: false, type }
  const config = await settings.group<CaptchaSettings & Record<string, any>>('captcha')
  const { data, text } = await draw(config)
  await db.from('captchas').where('expires_at', '<', sqlNow()).delete()
  const row = await Captcha.create({
    id: randomUUID(),
    type,
    answer: text.trim().toLowerCase(),
    expiresAt: DateTime.now().plus({ minutes: LIFETIME_MINUTES }),
  })
  return {
    enable: true,
    id: row.id,
    captcha: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    type,
  }
}

/**
 * Checks an answer and uses the challenge up, right or wrong, so an answer can never be
 * tried twice. Letters are compared case-insensitively.
 */
export async function checkCaptcha(type: CaptchaType, id: string | undefined | null, answer: string | undefined | null) {
  if (!answer?.trim()) throw ApiError.badRequest('请输入验证码')
  if (!id) throw ApiError.badRequest('验证码错误')
  const row = await Captcha.find(id)
  if (!row) throw ApiError.badRequest('验证码错误')
  // Only the request that actually deletes the row may pass: two racing requests cannot both use it.
  const deleted = await db.from('captchas').where('id', id).delete()
  if (!affectedRows(deleted)) throw ApiError.badRequest('验证码错误')
  if (row.type !== type || row.expiresAt < DateTime.now() || row.answer !== answer.trim().toLowerCase()) {
    throw ApiError.badRequest('验证码错误')
  }
}

/**
 * For other modules (comments, uploads...): when the site asks for a captcha on this action
 * (security.enable_captcha_<type>), the answer must be right, else 400 验证码错误. When it
 * does not, this passes.
 */
export async function verifyCaptcha(type: CaptchaType, id: string | undefined | null, answer: string | undefined | null) {
  if (!(await isCaptchaEnabled(type))) return
  await checkCaptcha(type, id, answer)
}
