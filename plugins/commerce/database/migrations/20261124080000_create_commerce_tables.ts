import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // The ledger: every change of users.credit_count, written in the same transaction.
    this.schema.createTable('commerce_credit_logs', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.integer('delta').notNullable()
      table.integer('balance').notNullable()
      table.string('reason', 32).notNullable()
      table.string('reference_type', 32).notNullable().defaultTo('')
      table.integer('reference_id').unsigned().notNullable().defaultTo(0)
      table.string('remark', 255).notNullable().defaultTo('')
      table.integer('operator_id').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['user_id', 'reason', 'reference_id'])
    })

    // One row per user per day of the site's calendar: the unique key makes signing in twice impossible.
    this.schema.createTable('commerce_signs', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.integer('sign_at').notNullable()
      table.string('ip', 64).notNullable().defaultTo('')
      table.integer('award').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'sign_at'])
    })
  }

  async down() {
    this.schema.dropTable('commerce_signs')
    this.schema.dropTable('commerce_credit_logs')
  }
}
