import { test } from '@japa/runner'
import { extractKeywords, keywordsColumn } from '#core/search/keywords'
import { STOP_WORDS } from '#core/search/stop_words'

/** Two-character splits Intl.Segmenter made of these titles: not words a reader would search. */
const SPLITS = ['中的', '和改', '学史', '的通']

function assertClean(assert: any, words: string[]) {
  for (const word of words) {
    assert.isAtLeast([...word].length, 2, `${word} is a single character`)
    assert.isFalse(STOP_WORDS.has(word.toLowerCase()), `${word} is a stop word`)
    assert.notInclude(SPLITS, word)
    assert.notMatch(word, /^\d+$/, `${word} is a number`)
  }
}

test.group('Automatic keywords', () => {
  test('a Chinese title gives its dictionary words, not 中的 or function words', ({ assert }) => {
    const words = extractKeywords('中国古代文学史中的诗歌与散文研究')
    assert.includeMembers(words, ['文学史', '诗歌', '散文', '古代'])
    assertClean(assert, words)
    for (const stop of ['中的', '的', '与', '中']) assert.notInclude(words, stop)
  })

  test('titles drop empty fillers (关于, 进一步, 基于), years, edition marks and format names', ({ assert }) => {
    const notice = extractKeywords('关于进一步加强和改进中小学生心理健康教育的通知')
    assert.includeMembers(notice, ['心理健康', '中小学生', '教育'])
    for (const stop of ['关于', '进一步', '和', '的']) assert.notInclude(notice, stop)
    assertClean(assert, notice)

    const paper = extractKeywords('2024年全国大学生数学建模竞赛论文：基于深度学习的交通流量预测')
    assert.includeMembers(paper, ['交通流量', '建模', '竞赛'])
    assert.notInclude(paper, '2024')
    assert.notInclude(paper, '基于')
    assertClean(assert, paper)

    const book = extractKeywords('Python编程从入门到实践（第3版）.pdf')
    assert.includeMembers(book, ['Python', '编程', '入门', '实践'])
    assert.notInclude(book, 'pdf')
    assertClean(assert, book)
  })

  test('English stop words are left out and case repeats count once', ({ assert }) => {
    const words = extractKeywords('The Art of Computer Programming: the ART of programming 计算机程序设计艺术')
    const lower = words.map((word) => word.toLowerCase())
    assert.includeMembers(lower, ['art', 'computer', 'programming', '程序设计', '计算机'])
    for (const stop of ['the', 'of']) assert.notInclude(lower, stop)
    assert.lengthOf(
      lower.filter((word) => word === 'art'),
      1
    )
  })

  test('a longer text ranks the words it is about first, and at most `limit` of them', ({ assert }) => {
    const text =
      '数据库索引是提高查询速度的重要手段。本文介绍了数据库中的索引结构，包括B树索引和哈希索引，' +
      '并且分析了索引在查询优化中的作用。合理地设计索引可以减少磁盘读取，但是索引也会增加写入的开销。'
    const words = extractKeywords(text, 5)
    assert.lengthOf(words, 5)
    assert.include(words.slice(0, 2), '索引')
    assert.include(words, '数据库')
    assertClean(assert, words)
    assert.deepEqual(extractKeywords('   '), [])
    assert.deepEqual(extractKeywords('的 了 和 the of 2024'), [])
  })

  test('the keywords column holds whole words within its 255 characters', ({ assert }) => {
    const long = keywordsColumn(Array.from({ length: 100 }, (_, index) => `关键词${index}`))
    assert.isAtMost(long.length, 255)
    assert.isTrue(long.startsWith('关键词0,关键词1,'))
  })
})
