import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'oauth_mp_scan_logins'

  /** One mini-program code shown on a login page: the member who confirmed it in the mini-program, once they did. */
  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('scene', 32).notNullable().unique()
      table.integer('user_id').unsigned().nullable()
      table.timestamp('expires_at').notNullable().index()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
