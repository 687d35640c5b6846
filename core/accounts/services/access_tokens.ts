import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/** How stale a token's last_used_at may get before a call records its use again. */
export const LAST_USED_PRECISION_MS = 60_000

/**
 * The access tokens of config/auth.ts's API guard. Auth's provider writes last_used_at on
 * every verification, a database write per API call; this one writes it at most once a
 * minute per token. Each call still reads the token row, so a revoked (deleted) or expired
 * token is refused on its next use.
 */
export class AccessTokens<TokenableModel extends LucidModel> extends DbAccessTokensProvider<TokenableModel> {
  static forTokenable<TokenableModel extends LucidModel>(model: TokenableModel, options: { expiresIn: string; prefix: string }) {
    return new AccessTokens<TokenableModel>({ tokenableModel: model, ...options })
  }

  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    const row = await db.query().from(this.table).where({ id: decoded.identifier, type: this.type }).limit(1).first()
    if (!row) return null
    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    const now = new Date()
    const lastUsed = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : Number.NaN
    if (!(now.getTime() - lastUsed < LAST_USED_PRECISION_MS)) {
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }
}
