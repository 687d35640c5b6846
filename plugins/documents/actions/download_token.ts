import { createHmac, timingSafeEqual } from 'node:crypto'
import env from '#start/env'
import { settings } from '#core/settings/contracts'

export interface DownloadClaim {
  documentId: number
  userId: number
  /** The file the link was granted for: a replaced file invalidates it. */
  hash: string
  /** Unix seconds. */
  expiresAt: number
}

async function secret() {
  const configured = await settings.get<string>('download', 'secret_key')
  return configured || env.get('APP_KEY').release()
}

function encode(claim: DownloadClaim) {
  return Buffer.from(JSON.stringify([claim.documentId, claim.userId, claim.hash, claim.expiresAt])).toString('base64url')
}

function sign(payload: string, key: string) {
  return createHmac('sha256', key).update(`download:${payload}`).digest('base64url')
}

/** A link token valid for download.url_duration seconds: base64url(claim).hmac. */
export async function signDownloadToken(claim: Omit<DownloadClaim, 'expiresAt'>, now = Date.now()) {
  const duration = Number(await settings.get<number>('download', 'url_duration')) || 60
  const payload = encode({ ...claim, expiresAt: Math.floor(now / 1000) + duration })
  return `${payload}.${sign(payload, await secret())}`
}

/** The claim of an authentic, unexpired token; null for anything else. */
export async function verifyDownloadToken(token: string, now = Date.now()): Promise<DownloadClaim | null> {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(payload, await secret()))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const [documentId, userId, hash, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (![documentId, userId, expiresAt].every(Number.isSafeInteger) || typeof hash !== 'string') return null
    if (expiresAt * 1000 <= now) return null
    return { documentId, userId, hash, expiresAt }
  } catch {
    return null
  }
}
