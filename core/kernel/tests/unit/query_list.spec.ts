import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import {
  applySort,
  fieldsParam,
  firstOf,
  idsOfQuery,
  keywordParam,
  MAX_IDS,
  MAX_LIST_SIZE,
  pageOf,
  pagingParams,
  pickFields,
  sortOf,
  sortParam,
  TOO_MANY_IDS,
} from '#core/kernel/http/query_list'
import type { MessagesProviderContact } from '@vinejs/vine/types'

const columns = { id: 'id', created_at: 'created_at', username: 'username', sort: 'sort' }

test.group('pageOf', () => {
  test('page 1 and ten rows when nothing is asked', ({ assert }) => {
    assert.deepEqual(pageOf({}), { page: 1, size: 10 })
  })

  test("keeps the size within the route's own minimum and maximum", ({ assert }) => {
    assert.deepEqual(pageOf({ page: 3, size: 500 }, { max: 24 }), { page: 3, size: 24 })
    assert.deepEqual(pageOf({ size: 2 }, { min: 10, max: 1000 }), { page: 1, size: 10 })
    assert.deepEqual(pageOf({}, { fallback: 20 }), { page: 1, size: 20 })
    assert.deepEqual(pageOf({ size: 5000 }), { page: 1, size: MAX_LIST_SIZE })
  })
})

test.group('list query params', () => {
  const validator = vine.create({ ...pagingParams(100), wd: keywordParam(), field: fieldsParam(), order: sortParam(20) })

  test('page and size are clamped, not refused; the per-list maximum holds', async ({ assert }) => {
    assert.deepEqual(await validator.validate({ page: '-4', size: '99999999999999999999' }), { page: 1, size: 100 })
    assert.deepEqual(await validator.validate({ page: '2.7', size: 'abc' }), { page: 2 })
  })

  test('field is a list whether sent once or repeated; wd is trimmed', async ({ assert }) => {
    assert.deepEqual(await validator.validate({ field: 'title', wd: '  文档 ' }), { field: ['title'], wd: '文档' })
    assert.deepEqual(await validator.validate({ field: ['id', 'title'] }), { field: ['id', 'title'] })
  })

  test('a keyword or sort string beyond its length is a 400', async ({ assert }) => {
    await assert.rejects(() => validator.validate({ wd: 'x'.repeat(65) }))
    await assert.rejects(() => validator.validate({ order: 'created_at asc,username desc' }))
  })

  test('a key read once takes its first value when repeated', ({ assert }) => {
    assert.equal(firstOf(['2', '3']), '2')
    assert.equal(firstOf('4'), '4')
  })
})

test.group('pickFields', () => {
  const rows = [{ id: 1, title: 'a', secret: 's' }]

  test('keeps the asked fields the record has, and every field when none is asked', ({ assert }) => {
    assert.deepEqual(pickFields(rows, ['title', 'id', 'password']), [{ id: 1, title: 'a' }])
    assert.deepEqual(pickFields(rows, []), rows)
    assert.deepEqual(pickFields(rows, undefined), rows)
  })
})

test.group('sortOf', () => {
  test('a bare column sorts descending and id keeps the order stable', ({ assert }) => {
    assert.deepEqual(sortOf('created_at', columns), [
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
  })

  test('a comma list with directions, unknown and repeated columns dropped', ({ assert }) => {
    assert.deepEqual(sortOf('username asc, password desc,username desc, id ASC', columns), [
      { column: 'username', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
  })

  test('"col,asc" as some clients write it', ({ assert }) => {
    assert.deepEqual(sortOf('sort,asc', columns), [
      { column: 'sort', order: 'asc' },
      { column: 'id', order: 'desc' },
    ])
    assert.deepEqual(sortOf('password,asc', columns), [{ column: 'id', order: 'desc' }])
  })

  test('nothing usable falls back to the initial order, then the stable column', ({ assert }) => {
    assert.deepEqual(sortOf('drop table users', columns), [{ column: 'id', order: 'desc' }])
    assert.deepEqual(sortOf(undefined, columns), [{ column: 'id', order: 'desc' }])
    assert.deepEqual(sortOf('', columns, { initial: [{ column: 'sort', order: 'desc' }], stable: { column: 'id', order: 'asc' } }), [
      { column: 'sort', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
  })

  test('a route that sorts by one column takes the first known one', ({ assert }) => {
    assert.deepEqual(sortOf('nope,username asc,created_at', columns, { most: 1 }), [
      { column: 'username', order: 'asc' },
      { column: 'id', order: 'desc' },
    ])
  })

  test('the API name maps to the SQL column, and a prototype key is no column', ({ assert }) => {
    assert.deepEqual(sortOf('name asc', { name: 'users.username' }), [
      { column: 'users.username', order: 'asc' },
      { column: 'id', order: 'desc' },
    ])
    assert.deepEqual(sortOf('constructor,toString', columns), [{ column: 'id', order: 'desc' }])
  })

  test('applySort orders the query the same way', ({ assert }) => {
    const calls: [string, string][] = []
    applySort({ orderBy: (column: string, order: string) => calls.push([column, order]) }, 'username asc', columns)
    assert.deepEqual(calls, [
      ['username', 'asc'],
      ['id', 'desc'],
    ])
  })
})

test.group('idsOfQuery', () => {
  const messages: MessagesProviderContact = {
    getMessage: (raw, rule) => (rule === 'array.minLength' ? '请指定 ID' : raw),
  }

  test('one id or repeated ids, without repeats', async ({ assert }) => {
    assert.deepEqual(await idsOfQuery({ id: '7' }, messages), [7])
    assert.deepEqual(await idsOfQuery({ id: ['3', '3', '4'] }, messages), [3, 4])
  })

  test("no id is refused with the route's own words", async ({ assert }) => {
    const error = await idsOfQuery({}, messages).catch((caught) => caught)
    assert.equal(error.messages[0].message, '请指定 ID')
  })

  test('more than MAX_IDS ids are refused with the cap in the message', async ({ assert }) => {
    const id = Array.from({ length: MAX_IDS + 1 }, (_, index) => String(index + 1))
    const error = await idsOfQuery({ id }, messages).catch((caught) => caught)
    assert.equal(error.messages[0].message, TOO_MANY_IDS)
  })
})
