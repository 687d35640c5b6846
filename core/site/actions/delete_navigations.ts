import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import Navigation from '../models/navigation.js'

/**
 * Deletes the given entries. Fixed entries are never deleted, and an entry whose children
 * are not deleted along with it is refused, so nothing is left without its parent.
 */
export async function deleteNavigations(ids: number[]) {
  await db.transaction(async (trx) => {
    const rows = await Navigation.query({ client: trx }).whereIn('id', ids)
    const fixed = rows.find((row) => row.fixed)
    if (fixed) throw ApiError.badRequest(`固定导航不能删除：${fixed.title}`)
    const orphan = await Navigation.query({ client: trx }).whereIn('parentId', ids).whereNotIn('id', ids).first()
    if (orphan) throw ApiError.badRequest('请先删除该导航下的子导航')
    await Navigation.query({ client: trx }).whereIn('id', ids).delete()
  })
}
