import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#core/kernel/database/affected_rows'
import { ApiError } from '#core/kernel/http/api_error'
import type { ProviderProfile } from './provider_profile.js'

/** How long a first login may wait for 绑定已有账号 or 创建新账号. */
const PENDING_MINUTES = 30

export const PENDING_GONE = '第三方登录信息已失效，请重新登录'

function hashOf(session: string) {
  return createHash('sha256').update(session).digest('hex')
}

/** Remembers a provider account that is not bound yet; the returned session is what /oauth/bind presents. */
export async function rememberPending(oauthType: number, profile: ProviderProfile) {
  const session = randomBytes(24).toString('base64url')
  await db.table('oauth_pending_logins').insert({
    session_hash: hashOf(session),
    oauth_type: oauthType,
    ...profile,
    expires_at: DateTime.now().plus({ minutes: PENDING_MINUTES }).toJSDate(),
  })
  return session
}

export interface PendingLogin extends ProviderProfile {
  id: number
  oauth_type: number
}

/** The pending login a bind presents, if it is still valid and names the same provider account. */
export async function findPending(input: { session: string; oauth_type: number; openid: string }): Promise<PendingLogin> {
  const row = await db
    .from('oauth_pending_logins')
    .where('session_hash', hashOf(input.session))
    .where('oauth_type', input.oauth_type)
    .where('openid', input.openid)
    .where('expires_at', '>', DateTime.now().toJSDate())
    .first()
  if (!row) throw ApiError.badRequest(PENDING_GONE)
  return { id: row.id, oauth_type: row.oauth_type, openid: row.openid, unionid: row.unionid, username: row.username, avatar: row.avatar }
}

/** Takes the pending login for one bind: of two concurrent binds with the same session, one wins. */
export async function claimPending(pending: PendingLogin) {
  if (affectedRows(await db.from('oauth_pending_logins').where('id', pending.id).delete()) !== 1) {
    throw ApiError.badRequest(PENDING_GONE)
  }
}

/** Puts a claimed pending login back when the bind failed after claiming it, so the visitor can try again. */
export async function restorePending(pending: PendingLogin, session: string) {
  await db.table('oauth_pending_logins').insert({
    session_hash: hashOf(session),
    oauth_type: pending.oauth_type,
    openid: pending.openid,
    unionid: pending.unionid,
    username: pending.username,
    avatar: pending.avatar,
    expires_at: DateTime.now().plus({ minutes: PENDING_MINUTES }).toJSDate(),
  })
}

/** Drops pending logins and used codes older than a day. */
export async function tidyOauthLeftovers() {
  const dayAgo = DateTime.now().minus({ days: 1 }).toJSDate()
  await db.from('oauth_pending_logins').where('expires_at', '<', new Date()).delete()
  await db.from('oauth_used_codes').where('created_at', '<', dayAgo).delete()
  await db.from('oauth_scan_logins').where('expires_at', '<', new Date()).delete()
  await db.from('oauth_mp_scan_logins').where('expires_at', '<', new Date()).delete()
}
