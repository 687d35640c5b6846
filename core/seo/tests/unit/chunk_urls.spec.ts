import { test } from '@japa/runner'
import { chunkUrls, URLS_PER_FILE } from '#core/seo/sitemap/chunk_urls'

async function sizesOf(total: number, batch: number, perFile?: number) {
  async function* batches() {
    for (let start = 0; start < total; start += batch) {
      yield Array.from({ length: Math.min(batch, total - start) }, (_, index) => start + index)
    }
  }
  const files: number[][] = []
  for await (const file of chunkUrls(batches(), perFile)) files.push(file)
  return files
}

test.group('Sitemap files of 10,000 URLs', () => {
  test('the protocol limit we keep is 10,000 URLs a file', ({ assert }) => {
    assert.equal(URLS_PER_FILE, 10_000)
  })

  test('25,001 URLs read in batches of 1,000 make files of 10,000, 10,000 and 5,001, in order', async ({ assert }) => {
    const files = await sizesOf(25_001, 1000)
    assert.deepEqual(
      files.map((file) => file.length),
      [10_000, 10_000, 5_001]
    )
    assert.equal(files[0][0], 0)
    assert.equal(files[1][0], 10_000)
    assert.equal(files[2][5_000], 25_000)
    assert.deepEqual(
      files.flat(),
      Array.from({ length: 25_001 }, (_, index) => index),
      'nothing lost, nothing repeated'
    )
  })

  test('batches that do not divide 10,000 still split at exactly 10,000', async ({ assert }) => {
    assert.deepEqual(
      (await sizesOf(10_001, 333)).map((file) => file.length),
      [10_000, 1]
    )
  })

  test('exactly 10,000 URLs fit one file; none make no file', async ({ assert }) => {
    assert.deepEqual(
      (await sizesOf(10_000, 1000)).map((file) => file.length),
      [10_000]
    )
    assert.deepEqual(await sizesOf(0, 1000), [])
  })

  test('a smaller limit splits the same way; a limit below 1 is refused', async ({ assert }) => {
    assert.deepEqual(
      (await sizesOf(7, 2, 3)).map((file) => file.length),
      [3, 3, 1]
    )
    await assert.rejects(() => sizesOf(1, 1, 0), /perFile must be a positive integer/)
  })
})
