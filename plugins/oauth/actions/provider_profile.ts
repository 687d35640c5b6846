import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import type { OauthProvider } from '../providers.js'
import { providerDriver, providerSettings, isUsable } from '../drivers/provider_driver.js'

export const INVALID_RETURN = 'OAuth登录返回数据无效，请重试'
export const EXCHANGE_FAILED = 'OAuth登录过程中发生错误，请重试'

/** What a provider says about the visitor. */
export interface ProviderProfile {
  openid: string
  unionid: string
  username: string
  avatar: string
}

export async function assertProviderUsable(provider: OauthProvider) {
  if (!isUsable(await providerSettings(provider.name))) throw ApiError.badRequest(`${provider.title}登录未启用`)
}

/** A code is exchanged once: the first caller claims it, a replay is refused before the provider is asked. */
export async function claimCode(oauthType: number, code: string) {
  const codeHash = createHash('sha256').update(`${oauthType}:${code}`).digest('hex')
  try {
    await db.table('oauth_used_codes').insert({ code_hash: codeHash, created_at: new Date() })
  } catch {
    throw ApiError.badRequest(INVALID_RETURN)
  }
}

/**
 * The callback's code (with the state the login started with, kept in an encrypted cookie that
 * this request clears) exchanged for the provider's profile of the visitor. A missing code, an
 * `error` parameter, a state that does not match or a code already used: 400 INVALID_RETURN.
 * The provider refusing or unreachable: 502 EXCHANGE_FAILED.
 */
export async function providerProfile(ctx: HttpContext, provider: OauthProvider): Promise<ProviderProfile> {
  await assertProviderUsable(provider)
  const driver = await providerDriver(ctx, provider)
  if (driver.hasError() || driver.stateMisMatch()) throw ApiError.badRequest(INVALID_RETURN)
  await claimCode(provider.type, String(driver.getCode()))
  try {
    const user = await driver.user()
    const original = (user.original ?? {}) as Record<string, unknown>
    return {
      openid: String(user.id),
      unionid: typeof original.unionid === 'string' ? original.unionid : '',
      username: String(user.nickName || user.name || '').slice(0, 128),
      avatar: String(user.avatarUrl ?? '').slice(0, 512),
    }
  } catch (error) {
    logger.warn({ err: error, provider: provider.name }, 'oauth: the code exchange failed')
    throw new ApiError(EXCHANGE_FAILED, 502)
  }
}
