import { BaseSchema } from '@adonisjs/lucid/schema'
import { SINGLE_PAGES as PAGES } from '../../enums/single_pages.js'
import { ensureSinglePages } from '../seeders/single_pages.js'

/**
 * The single pages the footer links to by identifier (footer settings default to
 * /article/about ...). Created once, with default texts, so the links work on a fresh site;
 * administrators edit them at /post?id=.
 */

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await ensureSinglePages(db)
    })
  }

  async down() {
    this.defer(async (db) => {
      await db
        .from('articles')
        .whereIn(
          'identifier',
          PAGES.map((page) => page.identifier)
        )
        .where('user_id', 0)
        .delete()
    })
  }
}
