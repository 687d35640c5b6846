import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/**
 * Conversations with 智能助手: sessions (a mode, then closed with a rating), their messages
 * (the member's and the bot's, with status, references and usage), the files members attach,
 * and the knowledge base keyword mode answers from.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('assistant_sessions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().index()
      table.string('mode', 16).notNullable()
      table.tinyint('rating').notNullable().defaultTo(0)
      table.string('feedback', 1000).notNullable().defaultTo('')
      table.integer('message_count').notNullable().defaultTo(0)
      table.timestamp('closed_at').nullable()
      timestampColumns(table)
    })

    this.schema.createTable('assistant_messages', (table) => {
      table.increments('id')
      table.integer('session_id').unsigned().notNullable().index()
      table.integer('user_id').unsigned().notNullable().index()
      // user, bot or system (spec §3 sender); the API's role says user or assistant.
      table.string('sender', 16).notNullable()
      table.string('type', 16).notNullable().defaultTo('text')
      table.string('status', 16).notNullable().defaultTo('success')
      table.text('content').notNullable()
      table.text('references').nullable()
      table.text('file_ids').nullable()
      // Whether keyword mode found an answer: the admin's unanswered questions read it.
      table.boolean('answered').notNullable().defaultTo(true)
      table.text('usage').nullable()
      timestampColumns(table)
    })

    this.schema.createTable('assistant_files', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().index()
      table.integer('session_id').unsigned().notNullable().defaultTo(0)
      table.string('name', 255).notNullable()
      table.integer('size').unsigned().notNullable()
      table.string('mime_type', 64).notNullable()
      table.string('path', 255).notNullable()
      timestampColumns(table)
    })

    this.schema.createTable('assistant_knowledge', (table) => {
      table.increments('id')
      table.string('question', 255).notNullable()
      // Comma- or space-separated words that call this answer up.
      table.string('keywords', 500).notNullable().defaultTo('')
      table.text('answer').notNullable()
      table.boolean('enable').notNullable().defaultTo(true)
      table.integer('sort').notNullable().defaultTo(0)
      // One of the four quick questions of the panel (spec §9), in this order.
      table.tinyint('quick').notNullable().defaultTo(0)
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTable('assistant_knowledge')
    this.schema.dropTable('assistant_files')
    this.schema.dropTable('assistant_messages')
    this.schema.dropTable('assistant_sessions')
  }
}
