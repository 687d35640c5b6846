import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('commerce_orders', (table) => {
      table.increments('id')
      table.string('order_no', 32).notNullable().unique()
      table.integer('user_id').unsigned().notNullable()
      table.tinyint('order_type').notNullable()
      table.integer('product_id').notNullable().defaultTo(0)
      table.string('product_name', 255).notNullable().defaultTo('')
      table.integer('quantity').notNullable().defaultTo(1)
      table.integer('price').notNullable().defaultTo(0)
      table.integer('amount').notNullable().defaultTo(0)
      // The same amount in money (fen), for payment providers: amount × 100 ÷ config/pay.credit_exchange.
      table.integer('money').notNullable().defaultTo(0)
      table.tinyint('status').notNullable().defaultTo(1)
      table.tinyint('payment_type').notNullable().defaultTo(0)
      table.timestamp('paid_at').nullable()
      table.timestamp('closed_at').nullable()
      timestampColumns(table)
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })

    // One row per purchase; the membership runs until the latest expired_at.
    this.schema.createTable('commerce_user_vips', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.tinyint('kind').notNullable()
      table.string('order_no', 32).notNullable().defaultTo('')
      table.integer('times').notNullable().defaultTo(0)
      table.timestamp('joined_at').notNullable()
      table.timestamp('expired_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'expired_at'])
    })

    // VIP free downloads used per site day, counted with a conditional update.
    this.schema.createTable('commerce_vip_usages', (table) => {
      table.integer('user_id').unsigned().notNullable()
      table.integer('day').notNullable()
      table.integer('used').notNullable().defaultTo(0)
      table.primary(['user_id', 'day'])
    })
  }

  async down() {
    this.schema.dropTable('commerce_vip_usages')
    this.schema.dropTable('commerce_user_vips')
    this.schema.dropTable('commerce_orders')
  }
}
