import { BaseSchema } from '@adonisjs/lucid/schema'
import { counterColumns, timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('username', 64).notNullable().unique()
      table.string('password', 255).notNullable()
      table.string('email', 128).nullable().unique()
      table.string('mobile', 20).nullable().unique()
      table.string('realname', 64).notNullable().defaultTo('')
      table.string('identity', 32).notNullable().defaultTo('')
      table.string('address', 255).notNullable().defaultTo('')
      table.string('signature', 255).notNullable().defaultTo('')
      table.string('avatar', 255).notNullable().defaultTo('')
      table.string('remark', 255).notNullable().defaultTo('')
      table.boolean('is_default_password').notNullable().defaultTo(false)
      table.string('register_ip', 64).notNullable().defaultTo('')
      table.string('last_login_ip', 64).notNullable().defaultTo('')
      counterColumns(table, 'doc_count', 'article_count', 'favorite_count', 'comment_count', 'follow_count', 'fans_count', 'credit_count')
      table.timestamp('login_at').nullable()
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
