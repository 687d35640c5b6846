import { test } from '@japa/runner'
import { SignIndex } from '#plugins/assistant/services/sign_index'
import { dotStored, encodeVector, normalised, popcount } from '#plugins/assistant/services/vector_codec'
import { fuseRankings } from '#plugins/assistant/services/vector_retrieval'

/** A reproducible vector of normal-ish components. */
function vector(seed: number, dimensions: number) {
  let state = seed
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1
  return Array.from({ length: dimensions }, () => next() + next() + next())
}

test.group('Assistant: vectors and their index', () => {
  test('int8 with a per-vector scale keeps the cosine within a hundredth', ({ assert }) => {
    for (let seed = 1; seed <= 20; seed++) {
      const a = normalised(vector(seed, 256))
      const b = normalised(vector(seed + 100, 256))
      const exact = a.reduce((sum, value, index) => sum + value * b[index], 0)
      assert.closeTo(dotStored(encodeVector(a), b), exact, 0.01)
      assert.closeTo(dotStored(encodeVector(a), a), 1, 0.01)
    }
    assert.equal(encodeVector(vector(1, 256)).byteLength, 4 + 256)
  })

  test('popcount counts the bits of a 32-bit word', ({ assert }) => {
    assert.deepEqual([0, 1, 0xff, 0xffffffff | 0, 0x80000000 | 0].map(popcount), [0, 1, 8, 32, 1])
  })

  test('the sign-code scan puts a near duplicate among its first candidates', ({ assert }) => {
    const index = new SignIndex(128)
    for (let id = 1; id <= 2000; id++) index.add(id, encodeVector(vector(id, 128)))
    const target = vector(777, 128).map((value, at) => value + (at % 7 === 0 ? 0.3 : -0.1))
    const candidates = index.candidates(normalised(target), 20)
    assert.lengthOf(candidates, 20)
    assert.equal(candidates[0], 777)
    assert.isAbove(index.bytes, 2000 * (128 / 8 + 4) - 1)
  })

  test('reciprocal rank fusion rewards chunks both rankings hold', ({ assert }) => {
    const fused = fuseRankings(
      [
        [
          [1, 9],
          [2, 8],
          [3, 7],
        ],
        [
          [3, 0.9],
          [4, 0.8],
        ],
      ],
      3
    )
    // 3 is in both; 2 and 4 are each second once and tie, the lower id first.
    assert.deepEqual(
      fused.map(([id]) => id),
      [3, 1, 2]
    )
  })
})
