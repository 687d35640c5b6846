import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ApiError } from '#core/kernel/http/api_error'
import { affectedRows } from '#core/kernel/database/affected_rows'
import { User } from '#core/accounts/contracts'
import { MINI_PROGRAM } from '../providers.js'
import { code2Session, miniProgramConfig, unlimitedCode } from '../mini_program/wxa_client.js'
import { claimCode, EXCHANGE_FAILED, INVALID_RETURN } from './provider_profile.js'
import { signInMember, signInOrRemember } from './oauth_login.js'
import { QR_EXPIRED } from './scan_login.js'

const CODE_SECONDS = 300

/** POST /api/v1/oauth/wechatmp/login: a wx.login code signs its member in, or is remembered for a bind. */
export async function loginWithMiniProgramCode(ctx: HttpContext, code: string) {
  const config = await miniProgramConfig()
  await claimCode(MINI_PROGRAM.type, code)
  let ids
  try {
    ids = await code2Session(config, code)
  } catch (error) {
    logger.warn({ err: error }, 'oauth: the mini-program refused a code')
    throw new ApiError(EXCHANGE_FAILED, 502)
  }
  if (!ids.openid) throw ApiError.badRequest(INVALID_RETURN)
  return signInOrRemember(ctx, MINI_PROGRAM, { openid: ids.openid, unionid: ids.unionid, username: '微信用户', avatar: '' })
}

/** GET /api/v1/oauth/wechatmp/scan/code: a mini-program code for this login page (scene ≤ 32 characters, WeChat's limit). */
export async function createMiniProgramScan() {
  const config = await miniProgramConfig()
  const scene = randomBytes(12).toString('hex')
  let qrcode
  try {
    qrcode = await unlimitedCode(config, scene)
  } catch (error) {
    logger.warn({ err: error }, 'oauth: the mini-program refused a code image')
    throw new ApiError(EXCHANGE_FAILED, 502)
  }
  await db.table('oauth_mp_scan_logins').insert({
    scene,
    expires_at: DateTime.now().plus({ seconds: CODE_SECONDS }).toJSDate(),
    created_at: new Date(),
  })
  return { qrcode, scene, expire_seconds: CODE_SECONDS }
}

async function liveScan(scene: string) {
  const row = await db.from('oauth_mp_scan_logins').where('scene', scene).first()
  if (!row || new Date(row.expires_at) <= new Date()) throw ApiError.badRequest(QR_EXPIRED)
  return row
}

/** POST /api/v1/oauth/wechatmp/scan/login: the member signed in to the mini-program confirms the web login. */
export async function confirmMiniProgramScan(user: User, scene: string) {
  await miniProgramConfig()
  const row = await liveScan(scene)
  const taken = await db.from('oauth_mp_scan_logins').where('id', row.id).whereNull('user_id').update({ user_id: user.id })
  if (affectedRows(taken) !== 1) throw ApiError.badRequest(QR_EXPIRED)
  return {}
}

/** POST /api/v1/oauth/wechatmp/scan/login/status (polled): {} until confirmed, then that member signed in here, once. */
export async function miniProgramScanStatus(ctx: HttpContext, scene: string) {
  const row = await liveScan(scene)
  if (!row.user_id) return {}
  if (affectedRows(await db.from('oauth_mp_scan_logins').where('id', row.id).delete()) !== 1) throw ApiError.badRequest(QR_EXPIRED)
  const user = await User.find(row.user_id)
  if (!user) throw ApiError.badRequest(QR_EXPIRED)
  return signInMember(ctx, user, MINI_PROGRAM)
}
