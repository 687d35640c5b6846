import db from '@adonisjs/lucid/services/db'
import { ensureSinglePages } from './single_pages.js'

/**
 * The footer's single pages, at every start: a fresh site's migrations seed them before the
 * admin account exists, so this is where they become the first administrator's.
 */
export default async function seedArticles() {
  await ensureSinglePages(db.connection())
}
