import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The lifecycle state of each plugin on this site. A loaded plugin without a row has not met
 * the site yet (it is installed at the next start or migrate); installed_at is null again
 * after an uninstall, so enabling it later installs it afresh.
 */
export default class extends BaseSchema {
  protected tableName = 'plugin_states'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      table.boolean('enabled').notNullable().defaultTo(true)
      table.timestamp('installed_at').nullable()
      table.timestamp('disabled_at').nullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
