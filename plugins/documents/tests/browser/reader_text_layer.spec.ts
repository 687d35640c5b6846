import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, PHONE, openPage, snapshot } from '#tests/helpers/browser'
import { assertAccessible } from '#tests/helpers/axe'
import type { PageLayer } from '#plugins/documents/services/conversion/text_layer'

const FIRST_LINE = '阅读器的文字可以选择和复制'
const SECOND_LINE = 'Selectable text over the page image'

/** Page 1's layer: two lines on a 420 × 594 pt page, the first 300 pt wide at 24 pt. */
const LAYER: PageLayer = {
  w: 420,
  h: 594,
  runs: [
    [40, 80, 300, 24, FIRST_LINE],
    [40, 130, 320, 16, SECOND_LINE],
  ],
}

/** Drags the mouse across a run from its left end to its right end, as a reader selects a line. */
async function dragAcross(page: any, box: { x: number; y: number; width: number; height: number }) {
  await page.mouse.move(box.x + 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  return page.evaluate(() => String((globalThis as any).getSelection()))
}

function pageBox(page: any) {
  return page.locator('.ds-reader-page[data-page="1"]').boundingBox()
}

for (const viewport of [DESKTOP, PHONE]) {
  test.group(`The reader’s selectable text @${viewport.width}px`, (group) => {
    group.each.timeout(300_000)
    group.each.setup(() => async () => {
      await settings.update('document', { copy_protection: false })
    })

    test('each run lies over its place on the page, can be selected and copied, and the browser’s find sees it', async ({
      visit,
      assert,
    }) => {
      const document = await createReaderDocument({
        pages: 3,
        preview: 2,
        title: '文字层测试',
        textLayers: [LAYER, { w: 420, h: 594, runs: [] }],
      })
      const page = await openPage(visit, `/document/${document.id}`, viewport)
      await page.locator('.ds-reader-page[data-page="1"] [data-testid="reader-text-layer"][data-ready="true"]').waitFor()

      const sheet = await pageBox(page)
      const first = await page.locator('.ds-reader-layer span', { hasText: FIRST_LINE }).boundingBox()
      const scale = sheet.width / LAYER.w
      assert.closeTo(first.x - sheet.x, 40 * scale, 2, 'the run starts where its text does')
      assert.closeTo(first.y - sheet.y, 80 * scale, 2)
      assert.closeTo(first.width, 300 * scale, 3, 'stretched to the width of its text on the image')
      assert.closeTo(first.height, 24 * scale, 4)

      const selected = await dragAcross(page, first)
      assert.include(FIRST_LINE, selected.trim())
      assert.isAtLeast(selected.trim().length, FIRST_LINE.length - 2, `most of the line is selected: "${selected}"`)
      assert.isTrue(await page.evaluate((words: string) => (globalThis as any).find(words), 'over the page image'))
      await assertAccessible(page, `the reader with its text layer @${viewport.width}px`)
      await snapshot(page, `reader_text_layer_${viewport.width}`, { fullPage: false })
    })

    test('复制保护 on: no text is sent or laid over the page, so nothing can be selected or found', async ({ visit, assert }) => {
      await settings.update('document', { copy_protection: true })
      const document = await createReaderDocument({ pages: 3, preview: 2, title: '复制保护测试', textLayers: [LAYER] })
      const layerRequests: string[] = []
      const page = await visit('about:blank')
      await page.setViewportSize(viewport)
      page.on('request', (request: any) => {
        if (request.url().includes('/view/layer/')) layerRequests.push(request.url())
      })
      await page.goto(`/document/${document.id}`, { waitUntil: 'domcontentloaded', timeout: 120_000 })
      await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
      await page.locator('.ds-reader-page[data-page="1"] img').waitFor()

      assert.equal(await page.locator('[data-testid="reader-text-layer"]').count(), 0)
      const sheet = await pageBox(page)
      const selected = await dragAcross(page, { x: sheet.x + 40, y: sheet.y + 60, width: sheet.width * 0.7, height: 40 })
      assert.equal(selected.trim(), '')
      assert.isFalse(await page.evaluate((words: string) => (globalThis as any).find(words), 'over the page image'))
      assert.deepEqual(layerRequests, [])
    })
  })
}
