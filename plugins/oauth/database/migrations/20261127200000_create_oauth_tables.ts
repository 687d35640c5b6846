import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  async up() {
    // A provider account bound to a member: one binding per provider account.
    this.schema.createTable('oauth_accounts', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().index()
      table.tinyint('oauth_type').notNullable()
      table.string('openid', 128).notNullable()
      table.string('unionid', 128).notNullable().defaultTo('')
      table.string('username', 128).notNullable().defaultTo('')
      table.string('avatar', 512).notNullable().defaultTo('')
      timestampColumns(table)
      table.unique(['oauth_type', 'openid'])
    })
    // A first login not bound yet: what the provider said, until the visitor binds or creates (session = its secret).
    this.schema.createTable('oauth_pending_logins', (table) => {
      table.increments('id')
      table.string('session_hash', 64).notNullable().unique()
      table.tinyint('oauth_type').notNullable()
      table.string('openid', 128).notNullable()
      table.string('unionid', 128).notNullable().defaultTo('')
      table.string('username', 128).notNullable().defaultTo('')
      table.string('avatar', 512).notNullable().defaultTo('')
      table.timestamp('expires_at').notNullable().index()
    })
    // Each authorization code is exchanged once: a replayed code fails here before any request to the provider.
    this.schema.createTable('oauth_used_codes', (table) => {
      table.increments('id')
      table.string('code_hash', 64).notNullable().unique()
      table.timestamp('created_at').notNullable().index()
    })
    // Accounts this plugin created without a password: the random one it set, until the member picks their own.
    this.schema.createTable('oauth_passwordless_users', (table) => {
      table.integer('user_id').unsigned().notNullable().primary()
      table.string('initial_password', 255).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('oauth_passwordless_users')
    this.schema.dropTable('oauth_used_codes')
    this.schema.dropTable('oauth_pending_logins')
    this.schema.dropTable('oauth_accounts')
  }
}
