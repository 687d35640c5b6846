import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Password hashes kept from a site this one was migrated from (MOREDOC stores
 * `md5$<salt>$<hex md5 of salt + password>`). They are only ever verified, never written:
 * the first successful login replaces them with this site's own hash.
 */
const SALTED_MD5 = /^md5\$([^$]*)\$([0-9a-f]{32})$/

export function isLegacyPasswordHash(stored: string) {
  return SALTED_MD5.test(stored)
}

export function verifyLegacyPassword(stored: string, plain: string) {
  const match = SALTED_MD5.exec(stored)
  if (!match) return false
  const [, salt, expected] = match
  const actual = createHash('md5')
    .update(salt + plain, 'utf8')
    .digest('hex')
  return timingSafeEqual(Buffer.from(actual), Buffer.from(expected))
}
