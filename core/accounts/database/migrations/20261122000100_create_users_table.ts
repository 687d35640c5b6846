import { BaseSchema } from '@adonisjs/lucid/schema'

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
      table.integer('doc_count').notNullable().defaultTo(0)
      table.integer('article_count').notNullable().defaultTo(0)
      table.integer('favorite_count').notNullable().defaultTo(0)
      table.integer('comment_count').notNullable().defaultTo(0)
      table.integer('follow_count').notNullable().defaultTo(0)
      table.integer('fans_count').notNullable().defaultTo(0)
      table.integer('credit_count').notNullable().defaultTo(0)
      table.timestamp('login_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
