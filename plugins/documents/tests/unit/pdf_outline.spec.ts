import { test } from '@japa/runner'
import { cleanOutline, countOutline, type RawOutlineEntry } from '#plugins/documents/services/conversion/index'

const entry = (title: string, page: number, children: RawOutlineEntry[] = []): RawOutlineEntry => ({ title, page, children })

test.group('conversion: cleanOutline', () => {
  test('titles are trimmed, their whitespace and control characters collapsed, long ones cut with an ellipsis', ({ assert }) => {
    const outline = cleanOutline([entry('  第一章\t\n 开始 \u0000 ', 1), entry('x'.repeat(300), 2)], 10)
    assert.equal(outline[0].title, '第一章 开始')
    assert.lengthOf(outline[1].title, 200)
    assert.isTrue(outline[1].title.endsWith('…'))
  })

  test('an entry without a title gives its place to its children', ({ assert }) => {
    const outline = cleanOutline([entry('   ', 1, [entry('A', 2), entry('B', 3)]), entry('C', 4)], 10)
    assert.deepEqual(
      outline.map((item) => [item.title, item.page]),
      [
        ['A', 2],
        ['B', 3],
        ['C', 4],
      ]
    )
  })

  test('a destination outside the document takes its first child’s page, or the entry is left out', ({ assert }) => {
    const outline = cleanOutline(
      [entry('Part', 0, [entry('Chapter', 3)]), entry('Web link', 0), entry('Past the end', 99), entry('End', 5)],
      10
    )
    assert.deepEqual(
      outline.map((item) => [item.title, item.page]),
      [
        ['Part', 3],
        ['End', 5],
      ]
    )
  })

  test('depth and entry count are capped, in reading order', ({ assert }) => {
    let deep = entry('level 10', 1)
    for (let level = 9; level >= 1; level--) deep = entry(`level ${level}`, 1, [deep])
    const deepOutline = cleanOutline([deep, entry('next', 2)], 10)
    assert.equal(countOutline(deepOutline), 7, 'six levels of the deep branch, and its sibling')

    const wide = Array.from({ length: 3000 }, (_, index) => entry(`Entry ${index + 1}`, 1))
    const wideOutline = cleanOutline(wide, 10)
    assert.lengthOf(wideOutline, 1000)
    assert.equal(wideOutline.at(-1)!.title, 'Entry 1000')
  })

  test('a single entry is no outline', ({ assert }) => {
    assert.deepEqual(cleanOutline([entry('sheet', 1)], 1), [])
    assert.deepEqual(cleanOutline([], 3), [])
  })
})
