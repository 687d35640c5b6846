import { test } from '@japa/runner'
import { cleanQuery, indexText, MAX_QUERY_LENGTH, queryTerms, tokens } from '#core/search/segmenter'
import { highlight, snippet } from '#core/search/highlight'
import { ftsExpression } from '#core/search/drivers/sqlite_full_text'
import { mysqlExpression } from '#core/search/drivers/mysql_full_text'

test.group('Search segmentation', () => {
  test('CJK runs become consecutive character pairs, Latin words are folded', ({ assert }) => {
    assert.deepEqual(tokens('大数据库'), ['大数', '数据', '据库'])
    assert.deepEqual(tokens('Café RÉSUMÉ, naïve-test'), ['cafe', 'resume', 'naive', 'test'])
    assert.equal(indexText('机器学习 Machine'), '机器 器学 学习 machine')
  })

  test('a query segments like the index, so a two-character query is a phrase of the index', ({ assert }) => {
    const [term] = queryTerms('数据')
    assert.deepEqual(term.tokens, ['数据'])
    assert.include(tokens('大数据库系统'), '数据')
    const [longer] = queryTerms('数据库')
    assert.deepEqual(longer.tokens, ['数据', '据库'])
    assert.isTrue(queryTerms('数')[0].prefix)
  })

  test('punctuation-only and operator-like input yields no syntax', ({ assert }) => {
    for (const raw of ['"', '*', '-', '%', '\\', '()', '""""', '^', ':', '   ']) assert.lengthOf(queryTerms(raw), 0, raw)
    const injection = queryTerms(`" OR 1=1; DROP TABLE search_entries; -- NEAR(a b) title:x*`)
    for (const term of injection) for (const token of term.tokens) assert.match(token, /^[\p{L}\p{N}]+$/u)
    assert.notInclude(ftsExpression(injection, 'all'), ';')
    assert.equal(ftsExpression(queryTerms('OR 数据库'), 'all'), '"or" AND "数据 据库"')
    assert.equal(mysqlExpression(queryTerms('OR 数据库'), 'all'), '+"xxor" +"xx数据 xx据库"')
  })

  test('queries are capped in length and terms', ({ assert }) => {
    assert.lengthOf([...cleanQuery('字'.repeat(5000))], MAX_QUERY_LENGTH)
    assert.isAtMost(queryTerms(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).length, 8)
    assert.equal(cleanQuery(['数据', 'x']), '数据')
    assert.equal(cleanQuery(undefined), '')
  })

  test('highlighting escapes HTML and marks case- and accent-insensitive matches', ({ assert }) => {
    const terms = queryTerms('cafe 数据')
    assert.equal(highlight('<b>Café</b> 大数据', terms), '&#60;b&#62;<em>Café</em>&#60;/b&#62; 大<em>数据</em>')
    assert.equal(highlight('cafeteria', queryTerms('cafe')), 'cafeteria')
    const body = `${'前言。'.repeat(100)}这里讨论数据治理。${'后记。'.repeat(100)}`
    const text = snippet(body, queryTerms('数据'))
    assert.include(text, '<em>数据</em>')
    assert.isTrue(text.startsWith('…'))
  })

  test('snippets find a first match far into a long body, and an English word cut by a chunk edge is not a match', ({ assert }) => {
    const far = `${'前言内容。'.repeat(3000)}这里才出现数据治理。`
    assert.include(snippet(far, queryTerms('数据')), '<em>数据</em>治理')
    // "database" straddles the 4,000th character; only the later standalone "data" matches.
    const cut = `${'x '.repeat(1998)}database tables ${'y '.repeat(500)}the data itself`
    const text = snippet(cut, queryTerms('data'))
    assert.include(text, 'the <em>data</em> itself')
    assert.notInclude(text, '<em>data</em>base')
  })
})
