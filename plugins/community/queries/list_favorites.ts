import Favorite from '../models/favorite.js'
import { activeTargets, describeTargets, targetKey } from '../services/targets.js'
import { favoriteJson } from '../transformers/community_transformer.js'
import { pageOf } from '#core/kernel/http/query_list'

/**
 * GET /api/v1/favorite/list and /me/favorite: the caller's favourites, newest first. Those of a
 * kind whose plugin is disabled are left out until it is enabled again.
 */
export async function listFavorites(userId: number, input: { page?: number; size?: number; type?: number }) {
  const query = Favorite.query()
    .where('user_id', userId)
    .whereIn(
      'type',
      activeTargets().map((target) => target.kind)
    )
  if (input.type !== undefined) query.where('type', input.type)
  const { page: number, size } = pageOf(input, { max: 100 })
  const page = await query.orderBy('id', 'desc').paginate(number, size)
  const targets = await describeTargets(page.all())
  return {
    total: page.total,
    favorite: page.all().map((favorite) => favoriteJson(favorite, targets.get(targetKey(favorite)))),
  }
}
