import { BaseSchema } from '@adonisjs/lucid/schema'
import { ensureSinglePages } from '../seeders/single_pages.js'

/**
 * Sites seeded before the default texts: the footer's 免责声明 (/article/copyright) gets its
 * page, and pages still holding the old placeholder (请管理员在后台编辑本页内容) get their
 * default text. Pages an administrator edited are left alone; nothing to undo.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await ensureSinglePages(db)
    })
  }

  async down() {}
}
