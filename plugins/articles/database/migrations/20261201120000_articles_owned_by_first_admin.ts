import { BaseSchema } from '@adonisjs/lucid/schema'
import { firstSuperUserId } from '#core/access/contracts'
import { adoptOwnerlessArticles } from '../seeders/single_pages.js'

/**
 * Sites whose single pages (关于我们, 用户协议 ...) were seeded with no author: they become the
 * first administrator's, so GET /api/v1/article?identifier=about carries a `user`. A fresh
 * site has no administrator yet at this point; the seeder adopts them once it has one.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const owner = await firstSuperUserId(db)
      if (owner) await adoptOwnerlessArticles(db, owner)
    })
  }

  async down() {}
}
