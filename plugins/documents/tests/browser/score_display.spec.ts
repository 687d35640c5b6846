import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/users'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, openPage, PHONE, snapshot } from '#tests/helpers/browser'

async function libraryOfTwo() {
  const owner = await createUser()
  const unrated = await createReaderDocument({ userId: owner.id, title: '没人评过的文档' })
  const rated = await createReaderDocument({ userId: owner.id, title: '评过分的文档' })
  await db.from('documents').where('id', rated.id).update({ score: 450, score_count: 2 })
  return { owner, unrated, rated }
}

test.group('Document scores in a browser', (group) => {
  group.each.timeout(300_000)

  test('a list shows 暂无评分 and no stars for an unrated document, the average for a rated one', async ({ visit, assert }) => {
    const { owner } = await libraryOfTwo()
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await openPage(visit, `/user/${owner.id}/document`, viewport)
      const unratedRow = page.locator('.ds-doc-item', { hasText: '没人评过的文档' })
      const ratedRow = page.locator('.ds-doc-item', { hasText: '评过分的文档' })
      await unratedRow.waitFor()
      await unratedRow.getByText('暂无评分').waitFor()
      assert.equal(await unratedRow.locator('.semi-rating').count(), 0, 'no stars before anyone rated')
      assert.notInclude(await unratedRow.innerText(), '3.0')
      assert.include(await ratedRow.locator('.ds-doc-item__score').innerText(), '4.5')
      await snapshot(page, `score_list_${label}`)
      await page.close()
    }
  })

  test('the reader shows 暂无评分 and no stars to a visitor until the document is rated', async ({ visit, assert }) => {
    const { unrated, rated } = await libraryOfTwo()
    const page = await openPage(visit, `/document/${unrated.id}`, DESKTOP)
    const score = page.getByTestId('reader-score')
    await score.getByText('暂无评分').waitFor()
    assert.equal(await score.getByTestId('reader-stars').count(), 0)
    assert.notInclude(await score.innerText(), '3.0')
    await snapshot(page, 'score_reader_unrated', { fullPage: false })

    const ratedPage = await openPage(visit, `/document/${rated.id}`, DESKTOP)
    const ratedScore = ratedPage.getByTestId('reader-score')
    await ratedScore.getByText('4.5 分 · 2 人评价').waitFor()
    // 4.5 as stars a visitor reads but cannot click: four and a half filled.
    const stars = ratedScore.getByRole('img', { name: '文档评分：4.5 星' })
    assert.equal(await stars.count(), 1)
    const filled = await stars.locator('.ds-stars__row--filled').evaluate((row: any) => row.getBoundingClientRect().width)
    assert.equal(filled, 4 * 22 + 8)
  })
})
