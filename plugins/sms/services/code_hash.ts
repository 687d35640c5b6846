import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app'

/** Six random digits. */
export function newCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Bound to the phone and purpose, keyed by APP_KEY: a stored hash cannot be brute-forced offline without it. */
export function hashCode(mobile: string, type: number, code: string) {
  return createHmac('sha256', appKey.release()).update(`${mobile}:${type}:${code}`).digest('hex')
}

export function sameHash(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
