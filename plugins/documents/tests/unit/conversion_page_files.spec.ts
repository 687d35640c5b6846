import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { resolveTools } from '#plugins/documents/services/conversion/index'
import { pdfBackends } from '#plugins/documents/services/conversion/pdf_backends'
import { PAGES_AHEAD } from '#plugins/documents/services/conversion/page_files'
import type { RasterFrame } from '#plugins/documents/services/conversion/pnm_stream'
import { fixture, rejection, scratch, writeManyPagePdf } from './conversion_helpers.js'

const tools = await resolveTools()
const NO_MUTOOL = 'mutool is not installed (apt-get install mupdf-tools)'
const SIZE = { scale: 1.5, maxSide: 4000 }
const MINUTE = 60_000

function mutool() {
  const backend = pdfBackends(tools).find((candidate) => candidate.tool === 'mutool')
  if (!backend) throw new Error(NO_MUTOOL)
  return backend
}

/** Page rasters waiting on the disk under workDir (in the renderer's own folder). */
async function pageFiles(workDir: string) {
  const entries = await readdir(workDir, { recursive: true })
  return entries.filter((entry) => entry.endsWith('.pnm')).length
}

test.group('conversion: mutool pages through files', (group) => {
  let dir = ''
  let cleanup = async () => {}
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('page-files'))
  })
  group.teardown(() => cleanup())
  group.each.timeout(60_000)

  test('hands over the asked pages in order, whole, and leaves no file behind', async ({ assert }) => {
    const file = path.join(dir, 'eight.pdf')
    await writeManyPagePdf(file, 8)
    const workDir = path.join(dir, 'work-order')
    const frames: Omit<RasterFrame, 'data' | 'release'>[] = []
    await mutool().render(
      file,
      { first: 3, last: 6 },
      SIZE,
      MINUTE,
      async (frame) => {
        assert.equal(frame.data.length, frame.width * frame.height * frame.channels)
        frames.push({ page: frame.page, width: frame.width, height: frame.height, channels: frame.channels })
        frame.release?.()
      },
      workDir
    )
    assert.deepEqual(
      frames.map((frame) => frame.page),
      [3, 4, 5, 6]
    )
    // A letter page at 108 dpi, RGB
    for (const frame of frames) assert.deepEqual([frame.width, frame.height, frame.channels], [918, 1188, 3])
    assert.deepEqual(await readdir(workDir), [])
  }).skip(!tools.mutool, NO_MUTOOL)

  test('a slow encoder pauses mutool: a few pages wait on the disk, not the document', async ({ assert }) => {
    const file = path.join(dir, 'forty.pdf')
    await writeManyPagePdf(file, 40)
    const workDir = path.join(dir, 'work-slow')
    let most = 0
    let count = 0
    await mutool().render(
      file,
      { first: 1, last: 40 },
      SIZE,
      MINUTE,
      async (frame) => {
        count++
        // Much slower than mutool draws these pages: without the pause it would write all 40 at once.
        await sleep(60)
        most = Math.max(most, await pageFiles(workDir))
        frame.release?.()
      },
      workDir
    )
    assert.equal(count, 40)
    // PAGES_AHEAD whole pages and the one being drawn, plus those mutool finishes before the
    // pause lands (these blank pages take it a few milliseconds each).
    assert.isAtLeast(most, PAGES_AHEAD)
    assert.isBelow(most, 15)
    assert.deepEqual(await readdir(workDir), [])
  }).skip(!tools.mutool, NO_MUTOOL)

  test('an encoder that fails stops mutool and removes its files', async ({ assert }) => {
    const file = path.join(dir, 'ten.pdf')
    await writeManyPagePdf(file, 10)
    const workDir = path.join(dir, 'work-fail')
    const failure = new Error('encoder broke')
    const error = await mutool()
      .render(
        file,
        { first: 1, last: 10 },
        SIZE,
        MINUTE,
        async (frame) => {
          if (frame.page === 2) throw failure
        },
        workDir
      )
      .catch((caught: unknown) => caught)
    assert.strictEqual(error, failure)
    assert.deepEqual(await readdir(workDir), [])
  }).skip(!tools.mutool, NO_MUTOOL)

  test('a damaged PDF still fails as corrupt', async ({ assert }) => {
    const workDir = path.join(dir, 'work-corrupt')
    const error = await rejection(mutool().render(fixture('corrupt.pdf'), { first: 1, last: 3 }, SIZE, MINUTE, async () => {}, workDir))
    assert.equal(error.reason, 'corrupt')
    assert.notMatch(error.message, /\d+ms/, 'the page timing lines are not the error')
    assert.deepEqual(await readdir(workDir), [])
  }).skip(!tools.mutool, NO_MUTOOL)
})
