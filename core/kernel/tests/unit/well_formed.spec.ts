import { test } from '@japa/runner'
import { isWellFormed } from '#core/kernel/http/well_formed'

test.group('isWellFormed', () => {
  test('finds a lone surrogate in values, keys and nested arrays; passes any well-formed script', ({ assert }) => {
    assert.isTrue(isWellFormed({ a: '中文😀', b: [1, null, { c: 'ü' }], d: true }))
    assert.isFalse(isWellFormed({ a: 'x\ud800' }))
    assert.isFalse(isWellFormed({ ['k\udfff']: 1 }))
    assert.isFalse(isWellFormed({ a: [{ b: ['\ud83d'] }] }))
    assert.isTrue(isWellFormed({ file: Buffer.from([0xed, 0xa0, 0x80]) }), 'a buffer is not text')
  })
})
