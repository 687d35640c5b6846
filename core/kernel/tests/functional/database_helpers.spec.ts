import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/models/user'
import Group from '#core/access/models/group'
import { affectedRows } from '#core/kernel/database/affected_rows'
import { createUser } from '#tests/helpers/users'
import { ensureDefaultGroups } from '#core/access/default_groups'

/** Runs on whichever database the suite uses: the shapes differ between SQLite and MariaDB. */
test.group('Database helpers on the real database', () => {
  test('affectedRows counts what knex, Lucid and a raw statement changed', async ({ assert }) => {
    const users = [await createUser(), await createUser()]
    const ids = users.map((user) => user.id)

    assert.strictEqual(affectedRows(await db.from('users').whereIn('id', ids).update({ signature: 'knex' })), 2)
    assert.strictEqual(affectedRows(await User.query().whereIn('id', ids).update({ signature: 'lucid' })), 2)
    assert.strictEqual(affectedRows(await db.from('users').whereIn('id', ids).increment('credit_count', 1)), 2)
    assert.strictEqual(affectedRows(await db.from('users').where('id', -1).update({ signature: 'none' })), 0)
    if (db.connection().dialect.name === 'mysql') {
      assert.strictEqual(affectedRows(await db.rawQuery('UPDATE users SET signature = ? WHERE id IN (?, ?)', ['raw', ...ids])), 2)
    }
    assert.strictEqual(affectedRows(await db.from('user_groups').whereIn('user_id', ids).delete()), 2)
    const group = await Group.create({ title: `affected-${Date.now().toString(36)}` })
    assert.strictEqual(affectedRows(await Group.query().where('id', group.id).delete()), 1)
  })

  test('a boolean column reads back as a boolean, not 0/1', async ({ assert }) => {
    const { member } = await ensureDefaultGroups()
    const group = await Group.findOrFail(member.id)
    assert.strictEqual(group.isDefault, true)
    assert.strictEqual(group.isSuper, false)
  })
})
