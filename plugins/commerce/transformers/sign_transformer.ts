import { iso } from '#core/kernel/transformers/iso'
import type Sign from '../models/sign.js'

/** api-shapes §1 Sign. */
export function signJson(sign: Sign) {
  return {
    id: sign.id,
    user_id: sign.userId,
    sign_at: sign.signAt,
    ip: sign.ip,
    award: sign.award,
    created_at: iso(sign.createdAt),
  }
}
