import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { processPdf, resolveTools } from '#plugins/documents/services/conversion/index'
import { pdfBackends } from '#plugins/documents/services/conversion/pdf_backends'
import { cleanLayer, layersFromPopplerBbox, type PageLayer } from '#plugins/documents/services/conversion/text_layer'
import { fixture, scratch } from './conversion_helpers.js'

const tools = await resolveTools()

function layerText(layer: PageLayer) {
  return layer.runs.map((run) => run[4]).join('\n')
}

/** Every run lies on the page, and the heading's runs start at its left margin (56.8 pt) near the top. */
function assertPlaced(assert: any, layer: PageLayer) {
  assert.closeTo(layer.w, 595.3, 0.2)
  assert.closeTo(layer.h, 841.9, 0.2)
  assert.isAbove(layer.runs.length, 20)
  for (const [x, y, width, size] of layer.runs) {
    assert.isTrue(x >= 0 && x + width <= layer.w + 1, `run at x ${x} width ${width} stays on the page`)
    assert.isTrue(y >= -size && y + size <= layer.h + 1, `run at y ${y} stays on the page`)
    assert.isAbove(size, 0)
  }
  const heading = layer.runs.find((run) => run[4].includes('测试文档'))!
  assert.exists(heading)
  assert.closeTo(heading[0], 56.8, 1)
  assert.isBelow(heading[1], 80)
  assert.closeTo(heading[3], 24, 8)
}

test.group('conversion: text layer of each preview page', (group) => {
  let dir = ''
  let cleanup = async () => {}
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('layer'))
  })
  group.teardown(() => cleanup())
  group.each.timeout(30_000)

  test('mutool places the text of each page, in reading order', async ({ assert }) => {
    const mutool = pdfBackends(tools).find((backend) => backend.tool === 'mutool')!
    const layers = await mutool.textLayer!(fixture('sample.pdf'), 2, 30_000)
    assert.lengthOf(layers, 2)
    assertPlaced(assert, layers[0])
    assert.isTrue(layerText(layers[0]).startsWith('第 1 章 Chapter 1 测试文档'))
    assert.include(layerText(layers[0]), '第 2 章 Chapter 2 测试文档')
    assert.include(layerText(layers[1]), '第 3 章 Chapter 3 测试文档')
    assert.notInclude(layerText(layers[0]), 'Chapter 3')
  }).skip(!tools.mutool, 'mutool is not installed')

  test('poppler (pdftotext -bbox-layout) places it too, Chinese words joined without spaces', async ({ assert }) => {
    const poppler = pdfBackends({ ...tools, mutool: null }).find((backend) => backend.tool === 'poppler')!
    const layers = await poppler.textLayer!(fixture('sample.pdf'), 1, 30_000)
    assert.lengthOf(layers, 1)
    assertPlaced(assert, layers[0])
    assert.include(layerText(layers[0]), '第 1 章 Chapter 1 测试文档')
  }).skip(!tools.pdftotext, 'pdftotext is not installed')

  test('processPdf writes a gzip-compressed layer for the preview pages only', async ({ assert }) => {
    const out = path.join(dir, 'preview-one')
    const result = await processPdf(fixture('sample.pdf'), out, { maxPreview: 1 })
    assert.equal(result.previewPages, 1)
    assert.deepEqual(result.files.layers, ['1.layer.gzip.json'])
    const names = await readdir(out)
    assert.include(names, '1.layer.gzip.json')
    assert.notInclude(names, '2.layer.gzip.json')
    const layer = JSON.parse(gunzipSync(await readFile(path.join(out, '1.layer.gzip.json'))).toString('utf8')) as PageLayer
    assert.include(layerText(layer), '测试文档')
    // The text past the preview is extracted for search, but no layer carries it.
    assert.include(await readFile(path.join(out, 'text.txt'), 'utf8'), 'Chapter 3')
    assert.notInclude(layerText(layer), 'Chapter 3')
    assert.isNotNull(result.tools.layer)
  }).skip(!tools.mutool && !tools.pdftotext, 'neither mutool nor pdftotext is installed')

  test('textLayer: false writes none', async ({ assert }) => {
    const out = path.join(dir, 'no-layer')
    const result = await processPdf(fixture('sample.pdf'), out, { maxPreview: 1, textLayer: false })
    assert.deepEqual(result.files.layers, [])
    assert.notInclude(await readdir(out), '1.layer.gzip.json')
  })
})

test.group('conversion: text layer parsing', () => {
  test('pdftotext words: a wide gap starts a new run, Latin words get a space', ({ assert }) => {
    const html = `<doc><page width="600" height="800"><flow><block><line>
      <word xMin="10" yMin="20" xMax="22" yMax="32">中文</word>
      <word xMin="22.5" yMin="20" xMax="34" yMax="32">文字</word>
      <word xMin="40" yMin="20" xMax="60" yMax="32">and</word>
      <word xMin="63" yMin="20" xMax="80" yMax="32">A&amp;B</word>
      <word xMin="300" yMin="20" xMax="330" yMax="32">cell</word>
    </line></block></flow></page></doc>`
    const [layer] = layersFromPopplerBbox(html)
    assert.deepEqual(layer.runs, [
      [10, 20, 70, 12, '中文文字 and A&B'],
      [300, 20, 30, 12, 'cell'],
    ])
    assert.deepEqual([layer.w, layer.h], [600, 800])
  })

  test('malformed runs are dropped, not sent to readers', ({ assert }) => {
    const layer = cleanLayer({
      w: 100,
      h: 200,
      runs: [
        [1, 2, 30, 10, 'kept'],
        [1, 2, 30, 10, '   '],
        [1, 2, -5, 10, 'negative width'],
        ['x', 2, 3, 4, 'bad'],
        [1, 2, 3],
      ],
    })
    assert.deepEqual(layer?.runs, [[1, 2, 30, 10, 'kept']])
    assert.isNull(cleanLayer({ w: 0, h: 10, runs: [] }))
    assert.isNull(cleanLayer('nope'))
  })
})
