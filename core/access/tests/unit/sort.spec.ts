import { test } from '@japa/runner'
import { parseSort } from '#core/access/queries/sort'

const columns = { id: 'id', created_at: 'created_at', username: 'username' }

test.group('parseSort (user and punishment lists)', () => {
  test('a bare column sorts descending and id keeps the order stable', ({ assert }) => {
    assert.deepEqual(parseSort('created_at', columns), [
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
  })

  test('a comma list with directions, unknown and repeated columns dropped', ({ assert }) => {
    assert.deepEqual(parseSort('username asc, password desc,username desc, id ASC', columns), [
      { column: 'username', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
  })

  test('nothing usable falls back to id desc', ({ assert }) => {
    assert.deepEqual(parseSort('drop table users', columns), [{ column: 'id', order: 'desc' }])
    assert.deepEqual(parseSort(undefined, columns), [{ column: 'id', order: 'desc' }])
  })
})
