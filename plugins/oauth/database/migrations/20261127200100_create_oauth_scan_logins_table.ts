import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'oauth_scan_logins'

  /** One QR code of the official account shown on a login page: who scanned it, once they did. */
  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('scene', 64).notNullable().unique()
      table.string('openid', 128).notNullable().defaultTo('')
      table.timestamp('expires_at').notNullable().index()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
