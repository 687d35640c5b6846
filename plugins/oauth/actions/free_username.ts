import { randomInt } from 'node:crypto'
import { User } from '#core/accounts/contracts'

const USERNAME_PATTERN = /[^A-Za-z0-9_\u4e00-\u9fa5]/g

/**
 * A username for an account created from a provider's profile: the provider's name kept to the
 * characters usernames allow (never looking like a phone number), then a number appended until
 * it is free. Usernames are unique whatever their case: FP26 is taken when fp26 is.
 */
export async function freeUsername(providerName: string, fallback: string) {
  let base = providerName.replace(USERNAME_PATTERN, '').slice(0, 24)
  if (base.length < 2 || /^\d+$/.test(base)) base = `${fallback}_${base}`.slice(0, 24)
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}_${randomInt(1000, 100000)}`
    if (!(await User.query().whereRaw('lower(username) = ?', [candidate.toLowerCase()]).first())) return candidate
  }
  return `${fallback}_${Date.now().toString(36)}`
}
