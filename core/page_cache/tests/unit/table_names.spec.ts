import { test } from '@japa/runner'
import { tablesRead, tableWritten } from '../../services/table_names.js'

test.group('Page cache: the tables a statement touches', () => {
  test('reads: FROM and JOIN, quoted either way, subqueries included', ({ assert }) => {
    assert.deepEqual(
      tablesRead('select `documents`.* from `documents` inner join "document_categories" on x = y where id in (select user_id from users)'),
      ['documents', 'document_categories', 'users']
    )
    assert.deepEqual(tablesRead('SELECT COUNT(*) FROM Settings'), ['settings'])
  })

  test('writes: the one table an INSERT, UPDATE, DELETE or REPLACE changes; reads and transaction statements change none', ({ assert }) => {
    assert.equal(tableWritten('insert into `navigations` (`title`) values (?)'), 'navigations')
    assert.equal(tableWritten('INSERT OR IGNORE INTO "friendlinks" ...'), 'friendlinks')
    assert.equal(tableWritten('insert ignore into `tags` ...'), 'tags')
    assert.equal(tableWritten('update `documents` set `title` = ? where `id` = ?'), 'documents')
    assert.equal(tableWritten('  delete from categories where id = 3'), 'categories')
    assert.equal(tableWritten('replace into settings values (1)'), 'settings')
    assert.isNull(tableWritten('select * from documents'))
    assert.isNull(tableWritten('COMMIT;'))
  })
})
