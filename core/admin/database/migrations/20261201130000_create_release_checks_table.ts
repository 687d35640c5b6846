import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/** The latest release the version source named at the last check (one row): what the dashboard shows until the next check. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('release_checks', (table) => {
      table.increments('id')
      table.string('source', 500).notNullable().defaultTo('')
      table.string('tag_name', 64).notNullable().defaultTo('')
      table.string('name', 255).notNullable().defaultTo('')
      table.text('body').notNullable()
      table.string('release_at', 32).notNullable().defaultTo('')
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTableIfExists('release_checks')
  }
}
