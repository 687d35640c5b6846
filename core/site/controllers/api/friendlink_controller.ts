import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import Friendlink from '../../models/friendlink.js'
import { listFriendlinks } from '../../queries/friendlink_queries.js'
import { createFriendlink } from '../../actions/create_friendlink.js'
import { updateFriendlink } from '../../actions/update_friendlink.js'
import { deleteFriendlinks } from '../../actions/delete_friendlinks.js'
import { friendlinkJson } from '../../transformers/friendlink_transformer.js'
import { pickFields } from '#core/kernel/http/query_list'
import { validateIds, validateListQuery } from '../../validators/list_query.js'
import { createFriendlinkValidator, friendlinkMessages, updateFriendlinkValidator } from '../../validators/friendlink_validator.js'

const MAX_SIZE = 1000

export default class FriendlinkController {
  /** GET /api/v1/friendlink/list: callers without 查看友链 see enabled links only. */
  async list({ request, permitted }: HttpContext) {
    const query = await validateListQuery(request.qs(), MAX_SIZE)
    const { total, rows } = await listFriendlinks({ ...query, enable: permitted ? query.enable : [true] })
    return { total, friendlink: pickFields(rows.map(friendlinkJson), query.fields) }
  }

  /** GET /api/v1/friendlink?id=: a disabled link only for holders of 查看友链. */
  async show({ request, permitted }: HttpContext) {
    const [id] = await validateIds(request.qs())
    const friendlink = await Friendlink.find(id)
    if (!friendlink || (!friendlink.enable && !permitted)) throw ApiError.notFound('友情链接不存在')
    return friendlinkJson(friendlink)
  }

  async create({ request }: HttpContext) {
    const input = await request.validateUsing(createFriendlinkValidator, { messagesProvider: friendlinkMessages })
    return friendlinkJson(await createFriendlink(input))
  }

  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateFriendlinkValidator, { messagesProvider: friendlinkMessages })
    await updateFriendlink(input)
    return {}
  }

  /** DELETE /api/v1/friendlink?id=1&id=2 */
  async destroy({ request }: HttpContext) {
    await deleteFriendlinks(await validateIds(request.qs()))
    return {}
  }
}
