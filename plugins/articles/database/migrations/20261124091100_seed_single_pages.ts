import { DateTime } from 'luxon'
import { BaseSchema } from '@adonisjs/lucid/schema'
import { SINGLE_PAGES as PAGES } from '../../enums/single_pages.js'

/**
 * The single pages the footer links to by identifier (footer settings default to
 * /article/about ...). Created once so the links work on a fresh site; administrators
 * edit them at /post?id=.
 */

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const existing = await db.from('articles').whereIn('identifier', PAGES.map((page) => page.identifier)).select('identifier')
      const taken = new Set(existing.map((row: { identifier: string }) => row.identifier))
      // The format Lucid writes DateTime columns in, on SQLite and MySQL alike.
      const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
      const rows = PAGES.filter((page) => !taken.has(page.identifier)).map((page) => ({
        identifier: page.identifier,
        user_id: 0,
        title: page.title,
        keywords: '',
        description: `${page.title}（请在管理后台编辑本页内容）`,
        author: '',
        content: `<p>这是「${page.title}」页面，请管理员在后台编辑本页内容。</p>`,
        status: 1,
        reject_reason: '',
        created_at: now,
        updated_at: now,
      }))
      if (rows.length) await db.table('articles').multiInsert(rows)
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from('articles').whereIn('identifier', PAGES.map((page) => page.identifier)).where('user_id', 0).delete()
    })
  }
}
