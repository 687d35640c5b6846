import { test } from '@japa/runner'
import sharp from 'sharp'
import { storage } from '#core/storage/contracts'
import { documentFiles } from '#plugins/documents/services/document_files'
import { createUser } from '#tests/helpers/users'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, openPage, PHONE, snapshot } from '#tests/helpers/browser'

/** A 16:9 slide whose title starts at its left edge, as a presentation's first page. */
async function slide() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="100%" height="100%" fill="#1f5fe0"/><rect x="0" y="300" width="1280" height="120" fill="#ffcc00"/><text x="40" y="380" font-size="72" fill="#fff">年度工作汇报</text></svg>`
  return sharp(Buffer.from(svg)).webp().toBuffer()
}

test.group('Document covers in a browser', (group) => {
  group.each.timeout(300_000)

  test('a wide presentation cover is fitted whole on a neutral card, a portrait page still fills its card', async ({ visit, assert }) => {
    const owner = await createUser()
    const deck = await createReaderDocument({ userId: owner.id, title: '年度工作汇报幻灯片' })
    await createReaderDocument({ userId: owner.id, title: '竖版文档' })
    const image = await slide()
    for (const name of ['cover.webp', 'thumb.webp']) await storage.disk().put(documentFiles.derived(deck.hash, name), image)

    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await openPage(visit, `/user/${owner.id}/document`, viewport)
      const fitOf = async (title: string) => {
        const cover = page.locator('.ds-doc-item', { hasText: title }).locator('.ds-doc-cover img')
        await cover.waitFor()
        await page.waitForFunction((element: any) => element.complete && element.naturalWidth > 0, await cover.elementHandle())
        return cover.evaluate((element: any) => {
          const style = (globalThis as any).getComputedStyle(element)
          const box = element.getBoundingClientRect()
          const scale = Math.min(box.width / element.naturalWidth, box.height / element.naturalHeight)
          return { fit: style.objectFit, shownWidth: element.naturalWidth * scale, boxWidth: box.width }
        })
      }
      await page.waitForSelector('.ds-doc-cover.is-wide')
      const wide = await fitOf('年度工作汇报幻灯片')
      assert.equal(wide.fit, 'contain', 'the slide is not cropped')
      assert.isAtMost(Math.round(wide.shownWidth), Math.round(wide.boxWidth), 'the whole width of the slide is shown')
      assert.equal((await fitOf('竖版文档')).fit, 'cover', 'a portrait page keeps filling its card')
      await snapshot(page, `cover_fit_${label}`, { fullPage: false })
      await page.close()
    }
  })
})
