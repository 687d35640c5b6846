import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per site the spider has asked: when its next request may start (epoch ms). Every
 * worker process takes its turn here, so the per-host pause and one-at-a-time hold across
 * processes, not just within one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('spider_host_turns', (table) => {
      table.string('host', 255).primary()
      table.bigInteger('free_at').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.dropTable('spider_host_turns')
  }
}
