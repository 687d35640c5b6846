import { test } from '@japa/runner'
import { affectedRows } from '#core/kernel/database/affected_rows'
import { booleanColumn } from '#core/kernel/database/boolean_column'
import { jsonColumn } from '#core/kernel/database/json_column'
import { numberColumn } from '#core/kernel/database/number_column'

test.group('affectedRows', () => {
  test('reads the count knex answers on SQLite and MySQL (a number)', ({ assert }) => {
    assert.strictEqual(affectedRows(3), 3)
    assert.strictEqual(affectedRows(0), 0)
  })

  test("reads Lucid's one-item array", ({ assert }) => {
    assert.strictEqual(affectedRows([2]), 2)
    assert.strictEqual(affectedRows(['1']), 1)
  })

  test('reads the result header of a raw MySQL/MariaDB statement, bare or in its array', ({ assert }) => {
    assert.strictEqual(affectedRows({ affectedRows: 4, insertId: 0 }), 4)
    assert.strictEqual(affectedRows([{ affectedRows: 5, insertId: 0 }, undefined]), 5)
  })

  test('anything else counts as no row changed, never NaN', ({ assert }) => {
    for (const value of [undefined, null, [], {}, 'x', [undefined]]) assert.strictEqual(affectedRows(value), 0)
  })
})

test.group('booleanColumn', () => {
  test('turns the 0/1 the database hands back into a boolean', ({ assert }) => {
    const { consume } = booleanColumn()
    assert.strictEqual(consume!(1, 'enable', {} as any), true)
    assert.strictEqual(consume!(0, 'enable', {} as any), false)
    assert.strictEqual(consume!(true, 'enable', {} as any), true)
    assert.strictEqual(consume!(null, 'enable', {} as any), false)
  })

  test('keeps the other column options', ({ assert }) => {
    const options = booleanColumn({ columnName: 'is_show', serializeAs: 'show' })
    assert.equal(options.columnName, 'is_show')
    assert.equal(options.serializeAs, 'show')
    assert.isFunction(options.consume)
  })
})

test.group('numberColumn', () => {
  test('reads the string mysql2 hands back for a BIGINT as a number', ({ assert }) => {
    const { consume } = numberColumn()
    assert.strictEqual(consume!('9007199254740', 'size', {} as any), 9007199254740)
    assert.strictEqual(consume!(12, 'size', {} as any), 12)
  })
})

test.group('jsonColumn', () => {
  test('writes text and reads back the value, from text or an already parsed value', ({ assert }) => {
    const { prepare, consume } = jsonColumn([])
    assert.strictEqual(prepare!([{ key: 'a' }], 'files', {} as any), '[{"key":"a"}]')
    assert.deepEqual(consume!('[{"key":"a"}]', 'files', {} as any), [{ key: 'a' }])
    assert.deepEqual(consume!([1], 'files', {} as any), [1])
  })

  test('a missing value is the empty value both ways; an empty of null keeps SQL NULL', ({ assert }) => {
    const list = jsonColumn([])
    assert.strictEqual(list.prepare!(undefined, 'files', {} as any), '[]')
    assert.deepEqual(list.consume!(null, 'files', {} as any), [])
    const nullable = jsonColumn(null)
    assert.isNull(nullable.prepare!(undefined, 'payload', {} as any))
    assert.isNull(nullable.consume!(null, 'payload', {} as any))
    assert.deepEqual(nullable.consume!('{"a":1}', 'payload', {} as any), { a: 1 })
  })
})
