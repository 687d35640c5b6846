import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The reader's text layer: `text_layer` says conversion wrote one for each preview page (files
 * next to the previews; documents converted before this have none until converted again).
 * `copy_protection` is staff's choice for one document: 0 follows the site's 复制保护 setting,
 * 1 turns the layer off, 2 keeps it on whatever the site says.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('documents', (table) => {
      table.boolean('text_layer').notNullable().defaultTo(false)
      table.tinyint('copy_protection').unsigned().notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('documents', (table) => {
      table.dropColumn('text_layer')
      table.dropColumn('copy_protection')
    })
  }
}
