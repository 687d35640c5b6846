import { BaseSchema } from '@adonisjs/lucid/schema'

/** The login before the current one: what 上次登录 on the admin dashboard means. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('previous_login_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('previous_login_at')
    })
  }
}
