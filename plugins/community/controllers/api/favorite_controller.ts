import type { HttpContext } from '@adonisjs/core/http'
import { TargetKind, type TargetKindValue } from '../../enums/community.js'
import { addFavorite, findFavorite, removeFavorites } from '../../actions/favorites.js'
import { listFavorites } from '../../queries/list_favorites.js'
import { favoriteJson } from '../../transformers/community_transformer.js'
import { favoriteListValidator, favoriteValidator, idsValidator } from '../../validators/community_validators.js'

export default class FavoriteController {
  /** POST /api/v1/favorite { document_id, type } → Favorite; 409 when already there. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(favoriteValidator)
    const user = ctx.auth.getUserOrFail()
    const favorite = await addFavorite(
      { id: user.id, ip: ctx.request.ip() },
      { ...input, type: (input.type ?? TargetKind.Document) as TargetKindValue }
    )
    return favoriteJson(favorite)
  }

  /** GET /api/v1/favorite?document_id=&type= → Favorite, or {} when not favourited. */
  async show(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(favoriteValidator, { data: ctx.request.qs() })
    const favorite = await findFavorite(ctx.auth.getUserOrFail().id, {
      ...input,
      type: (input.type ?? TargetKind.Document) as TargetKindValue,
    })
    return favorite ? favoriteJson(favorite) : {}
  }

  /** DELETE /api/v1/favorite?id=: the caller's own favourites. */
  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(idsValidator, { data: ctx.request.qs() })
    await removeFavorites(ctx.auth.getUserOrFail().id, id)
    return {}
  }

  /** GET /api/v1/favorite/list?page=&size=&type=. */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(favoriteListValidator, { data: ctx.request.qs() })
    return listFavorites(ctx.auth.getUserOrFail().id, input)
  }
}
