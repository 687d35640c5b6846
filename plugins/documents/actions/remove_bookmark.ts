import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { pageCache } from '#core/page_cache/contracts'
import { BOOKMARKS_TABLE } from '../queries/reader_bookmarks.js'

/** Removes one of the member's own bookmarks; anybody else's is as if it did not exist. */
export async function removeBookmark(userId: number, id: number) {
  const removed = await pageCache.withoutInvalidation(() => db.from(BOOKMARKS_TABLE).where('id', id).where('user_id', userId).delete())
  if (Number(Array.isArray(removed) ? removed[0] : removed) === 0) throw ApiError.notFound('书签不存在')
}
