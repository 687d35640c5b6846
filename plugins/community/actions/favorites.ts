import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { assertNotPunished } from '#core/access/contracts'
import { CommunityPunishment } from '../capabilities.js'
import { DynamicType, recordDynamic } from '#core/accounts/contracts'
import Favorite from '../models/favorite.js'
import type { TargetKindValue } from '../enums/community.js'
import { visibleTarget } from '../services/targets.js'
import { recount } from '../services/counters.js'

const ALREADY = '您已经收藏过了'

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error)?.message))

/** POST /api/v1/favorite: once per user and content (the unique index settles a race). */
export async function addFavorite(user: { id: number; ip: string }, input: { document_id: number; type: TargetKindValue }) {
  await assertNotPunished(user.id, CommunityPunishment.NoFavorite, '您已被禁止收藏')
  const { info } = await visibleTarget(input.type, input.document_id, user.id)
  const existing = await Favorite.query().where({ user_id: user.id, type: input.type, target_id: input.document_id }).first()
  if (existing) throw ApiError.conflict(ALREADY)
  try {
    const added = await db.transaction(async (trx) => {
      const favorite = await Favorite.create(
        { userId: user.id, type: input.type, targetId: input.document_id, ip: user.ip },
        { client: trx }
      )
      await recount(trx, { targets: [favorite], users: [user.id] })
      return favorite
    })
    await recordDynamic(user.id, DynamicType.Favorite, ['收藏了《', { text: info.title, href: info.link }, '》'])
    return added
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.conflict(ALREADY)
    throw error
  }
}

/** DELETE /api/v1/favorite?id[]=: only the caller's own favourites are removed. */
export async function removeFavorites(userId: number, ids: number[]) {
  await db.transaction(async (trx) => {
    const favorites = await Favorite.query({ client: trx }).whereIn('id', ids).where('user_id', userId)
    if (favorites.length === 0) throw ApiError.notFound('收藏不存在')
    await Favorite.query({ client: trx })
      .whereIn(
        'id',
        favorites.map((favorite) => favorite.id)
      )
      .delete()
    await recount(trx, { targets: favorites, users: [userId] })
  })
}

/** GET /api/v1/favorite: the caller's favourite of that content, or null. */
export function findFavorite(userId: number, input: { document_id: number; type: number }) {
  return Favorite.query().where({ user_id: userId, type: input.type, target_id: input.document_id }).first()
}
