import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { XMLParser } from 'fast-xml-parser'
import { ApiError } from '#core/kernel/http/api_error'
import { affectedRows } from '#core/kernel/database/affected_rows'
import { OFFICIAL_ACCOUNT } from '../providers.js'
import { createQrTicket, officialAccountConfig, openidOfCode, pushSignature } from '../official_account/mp_client.js'
import { claimCode, EXCHANGE_FAILED, INVALID_RETURN } from './provider_profile.js'
import { signInOrRemember } from './oauth_login.js'

const QR_SECONDS = 300
export const QR_EXPIRED = '二维码已过期，请刷新后重新扫码'

function profileOf(openid: string, unionid = '') {
  return { openid, unionid, username: '微信用户', avatar: '' }
}

/** GET /api/v1/user/wechat/ticket: a QR code of the official account for this login page. */
export async function createScanTicket() {
  const config = await officialAccountConfig()
  const scene = `login_${randomBytes(12).toString('hex')}`
  let qr
  try {
    qr = await createQrTicket(config, scene, QR_SECONDS)
  } catch (error) {
    logger.warn({ err: error }, 'oauth: the official account refused a QR code')
    throw new ApiError(EXCHANGE_FAILED, 502)
  }
  await db.table('oauth_scan_logins').insert({
    scene,
    expires_at: DateTime.now().plus({ seconds: qr.expireSeconds }).toJSDate(),
    created_at: new Date(),
  })
  return {
    ticket: qr.ticket,
    scene,
    url: qr.url,
    qrcode: `https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=${encodeURIComponent(qr.ticket)}`,
    expire_seconds: qr.expireSeconds,
  }
}

/** Whether a push really comes from WeChat (the server token is known to both). */
export async function assertFromWechat(query: Record<string, unknown>) {
  const config = await officialAccountConfig()
  const [signature, timestamp, nonce] = ['signature', 'timestamp', 'nonce'].map((key) => String(query[key] ?? ''))
  if (!config.token || !signature || pushSignature(config.token, timestamp, nonce) !== signature) throw ApiError.forbidden('签名无效')
}

const parser = new XMLParser({ parseTagValue: false })

/**
 * A push from WeChat (POST to the server URL): a scan of a login QR code (SCAN) or a follow
 * through one (subscribe, EventKey qrscene_<scene>) records who scanned it.
 */
export async function recordScanEvent(xml: string) {
  const message = parser.parse(xml)?.xml ?? {}
  if (message.MsgType !== 'event' || !['SCAN', 'subscribe'].includes(message.Event)) return
  const scene = String(message.EventKey ?? '').replace(/^qrscene_/, '')
  const openid = String(message.FromUserName ?? '')
  if (!scene || !openid) return
  await db.from('oauth_scan_logins').where('scene', scene).where('openid', '').where('expires_at', '>', new Date()).update({ openid })
}

/**
 * POST /api/v1/user/wechat/logincheck (polled by the login page): {} until the code is
 * scanned, then the scanner's member signed in (or a pending login to bind), once.
 */
export async function checkScan(ctx: HttpContext, scene: string) {
  const row = await db.from('oauth_scan_logins').where('scene', scene).first()
  if (!row || new Date(row.expires_at) <= new Date()) throw ApiError.badRequest(QR_EXPIRED)
  if (!row.openid) return {}
  if (affectedRows(await db.from('oauth_scan_logins').where('id', row.id).delete()) !== 1) throw ApiError.badRequest(QR_EXPIRED)
  return signInOrRemember(ctx, OFFICIAL_ACCOUNT, profileOf(row.openid))
}

/** POST /api/v1/user/wechat/login/wechatcode: a web-authorization code of the account, from inside WeChat. */
export async function loginWithWechatCode(ctx: HttpContext, code: string) {
  const config = await officialAccountConfig()
  await claimCode(OFFICIAL_ACCOUNT.type, code)
  let ids
  try {
    ids = await openidOfCode(config, code)
  } catch (error) {
    logger.warn({ err: error }, 'oauth: the official account refused a code')
    throw new ApiError(EXCHANGE_FAILED, 502)
  }
  if (!ids.openid) throw ApiError.badRequest(INVALID_RETURN)
  return signInOrRemember(ctx, OFFICIAL_ACCOUNT, profileOf(ids.openid, ids.unionid))
}
