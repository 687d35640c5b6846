import { BaseSchema } from '@adonisjs/lucid/schema'

/** Marks permission rows an administrator renamed, so the start-up sync keeps the title. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('permissions', (table) => {
      table.boolean('title_customized').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('permissions', (table) => {
      table.dropColumn('title_customized')
    })
  }
}
