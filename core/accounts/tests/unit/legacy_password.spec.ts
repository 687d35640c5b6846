import { test } from '@japa/runner'
import { isLegacyPasswordHash, verifyLegacyPassword } from '#core/accounts/services/legacy_password'

// The salted-MD5 format's published test vector (salt NMxMaHPlUEr7), as MOREDOC stores it.
const STORED = 'md5$NMxMaHPlUEr7$5b7913a35d0cfbbd3e5ef243c84eadd1'

test.group('Legacy password hashes (MOREDOC)', () => {
  test('the right password matches a salted MD5 hash and a wrong one does not', ({ assert }) => {
    assert.isTrue(isLegacyPasswordHash(STORED))
    assert.isTrue(verifyLegacyPassword(STORED, 'this-is-my-password'))
    assert.isFalse(verifyLegacyPassword(STORED, 'this-is-my-password '))
    assert.isFalse(verifyLegacyPassword(STORED, ''))
  })

  test("this site's own hashes and malformed values are not legacy hashes", ({ assert }) => {
    assert.isFalse(isLegacyPasswordHash('$scrypt$n=16384,r=8,p=1$c2FsdA$aGFzaA'))
    assert.isFalse(isLegacyPasswordHash('md5$salt$not-hex'))
    assert.isFalse(verifyLegacyPassword('md5$salt$not-hex', 'x'))
  })
})
