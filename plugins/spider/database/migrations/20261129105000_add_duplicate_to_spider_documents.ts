import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A download that turned out to be a file the library (or another collected link) already
 * holds is no failure: staff read 已存在, not 采集失败 with 重试. Rows recorded before carry
 * the reason the collector wrote for them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('spider_documents', (table) => {
      table.boolean('duplicate').notNullable().defaultTo(false)
    })
    this.defer(async (client) => {
      await client
        .from('spider_documents')
        .where('status', 4)
        .where((query) => query.where('duplicate_of', '>', 0).orWhere('error', 'like', '%未重复保存'))
        .update({ duplicate: true })
    })
  }

  async down() {
    this.schema.alterTable('spider_documents', (table) => {
      table.dropColumn('duplicate')
    })
  }
}
