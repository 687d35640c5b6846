import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import Document from '#plugins/documents/models/document'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { fixture } from '../functional/convert_helpers.js'
import { DESKTOP, openPage } from '#tests/helpers/browser'

/** The shown page image once loaded: which file the browser took, and how many pixels that file has. */
async function loadedImage(page: any, number: number, wanted: RegExp) {
  const selector = `.ds-reader-page[data-page="${number}"] img`
  await page.waitForFunction(
    ([target, pattern]: [string, string]) => {
      const image = (globalThis as any).document.querySelector(target)
      return Boolean(image?.complete && image.naturalWidth > 0 && new RegExp(pattern).test(image.currentSrc))
    },
    [selector, wanted.source],
    { timeout: 60_000 }
  )
  // naturalWidth is scaled by the srcset's density: count the file's own pixels.
  return page.locator(selector).evaluate(async (image: any) => {
    const browser = globalThis as any
    const bitmap = await browser.createImageBitmap(await (await browser.fetch(image.currentSrc)).blob())
    return { src: image.currentSrc as string, pixels: bitmap.width as number }
  })
}

test.group('Sharp pages when zoomed', (group) => {
  group.each.timeout(300_000)

  test('at 1280 px the page shows the preview at 100 % and the larger rendition at 200 %, in a box of the same place', async ({
    visit,
    assert,
  }) => {
    const original = Buffer.concat([await readFile(fixture('outline.pdf')), Buffer.from(`\n% zoom ${randomUUID()}\n`)])
    const created = await createReaderDocument({ pages: 6, preview: 4, original })
    // A preview as wide as a converted A4 page's: wider than the column at 100 %.
    await Document.query().where('id', created.id).update({ width: 1000, height: 1414 })
    const page = await openPage(visit, `/document/${created.id}`, DESKTOP)
    const firstPage = page.locator('.ds-reader-page[data-page="1"]')
    const fitWidth = await firstPage.evaluate((box: any) => box.getBoundingClientRect().width)
    assert.isBelow(fitWidth, 1000, 'the column is narrower than the preview')
    const normal = await loadedImage(page, 1, /\/view\/page\//)
    assert.match(normal.src, new RegExp(`/view/page/${created.id}/1\\.webp$`))
    assert.isNull(
      await page.locator('.ds-reader-page[data-page="1"] img').getAttribute('srcset'),
      'at 100 % the larger rendition is not even offered (a 3× phone screen would take it)'
    )

    const bar = page.getByTestId('reader-toolbar')
    for (const label of ['125%', '150%', '200%']) {
      await bar.getByRole('button', { name: '放大' }).click()
      await bar.getByRole('button', { name: `缩放：${label}` }).waitFor()
    }
    await page.waitForSelector('.ds-reader-page[data-page="1"] img[srcset]')
    const zoomed = await loadedImage(page, 1, /\/view\/zoom\//)
    assert.match(zoomed.src, new RegExp(`/view/zoom/${created.id}/1\\.webp$`))
    assert.equal(zoomed.pixels, 2000)
    const box = await firstPage.evaluate((element: any) => element.getBoundingClientRect().toJSON())
    assert.closeTo(box.width, fitWidth * 2, 2)
    assert.closeTo(box.height, (box.width * 1414) / 1000, 2)
  })
})
