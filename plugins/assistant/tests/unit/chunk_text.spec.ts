import { test } from '@japa/runner'
import { CHUNK_MAX, CHUNK_MIN, chunkPage } from '#plugins/assistant/services/chunk_text'

test.group('Assistant: chunking a page', () => {
  test('short pages stay whole; PDF line breaks inside a paragraph join without spaces in Chinese', ({ assert }) => {
    assert.deepEqual(chunkPage('第一行文字\n第二行文字。\n\nSecond\nparagraph.'), ['第一行文字第二行文字。 Second paragraph.'])
    assert.deepEqual(chunkPage('  \n\n '), [])
  })

  test('long text is cut between sentences into chunks of MIN to MAX characters', ({ assert }) => {
    const sentence = '这是一句用来测试分块的中文句子，长度大约三十个字符左右。'
    const paragraphs = Math.ceil((CHUNK_MAX * 4) / (sentence.length * 5))
    const page = Array.from({ length: paragraphs }, () => Array.from({ length: 5 }, () => sentence).join('')).join('\n\n')
    const chunks = chunkPage(page)
    assert.isAbove(chunks.length, 2)
    for (const chunk of chunks) {
      assert.isAtMost(chunk.length, CHUNK_MAX)
      assert.isTrue(chunk.endsWith('。'), 'ends at a sentence end')
    }
    for (const chunk of chunks.slice(0, -1)) assert.isAtLeast(chunk.length, CHUNK_MIN)
    assert.equal(chunks.join(''), page.replaceAll('\n\n', ''))
  })

  test('a sentence longer than MAX is cut at MAX', ({ assert }) => {
    const chunks = chunkPage('x'.repeat(CHUNK_MAX * 2 + 10))
    assert.deepEqual(
      chunks.map((chunk) => chunk.length),
      [CHUNK_MAX, CHUNK_MAX + 11]
    )
  })
})
