import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Advertisement from '../../models/advertisement.js'
import { createAdvertisement } from '../../actions/create_advertisement.js'
import { updateAdvertisement } from '../../actions/update_advertisement.js'
import { deleteAdvertisements } from '../../actions/delete_advertisements.js'
import { listAdvertisements } from '../../queries/list_advertisements.js'
import { visibleAdvertisements } from '../../queries/visible_advertisements.js'
import { cleanAdHtml } from '../../services/ad_html.js'
import { removedParts } from '#core/kernel/html/sanitize_html'
import { advertisementJson } from '../../transformers/advertisement_transformer.js'
import { pickFields } from '#core/kernel/http/query_list'
import { validateIds } from '../../validators/list_query.js'
import {
  advertisementMessages,
  createAdvertisementValidator,
  previewAdvertisementValidator,
  updateAdvertisementValidator,
  validateAdvertisementList,
  validatePositions,
} from '../../validators/advertisement_validators.js'

export default class AdvertisementController {
  /** GET /api/v1/advertisement/position?position=...: what the site shows there now; nothing for a VIP. */
  async position({ request, auth }: HttpContext) {
    const positions = await validatePositions(request.qs())
    return { advertisement: await visibleAdvertisements(auth.user, positions) }
  }

  /** GET /api/v1/advertisement/list */
  async list({ request }: HttpContext) {
    const query = await validateAdvertisementList(request.qs())
    const { total, rows } = await listAdvertisements(query)
    return { total, advertisement: pickFields(rows.map(advertisementJson), query.fields) }
  }

  /** GET /api/v1/advertisement?id= */
  async show({ request }: HttpContext) {
    const [id] = await validateIds(request.qs())
    return advertisementJson(await findOrNotFound(Advertisement, id, '广告不存在'))
  }

  async create({ request, auth }: HttpContext) {
    const input = await request.validateUsing(createAdvertisementValidator, { messagesProvider: advertisementMessages })
    return advertisementJson(await createAdvertisement(input, auth.getUserOrFail().id))
  }

  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateAdvertisementValidator, { messagesProvider: advertisementMessages })
    await updateAdvertisement(input)
    return {}
  }

  /** DELETE /api/v1/advertisement?id=1&id=2 */
  async destroy({ request }: HttpContext) {
    await deleteAdvertisements(await validateIds(request.qs()))
    return {}
  }

  /** POST /api/v1/advertisement/preview: the HTML as the site will show it, and what saving removes. */
  async preview({ request }: HttpContext) {
    const { content = '' } = await request.validateUsing(previewAdvertisementValidator, { messagesProvider: advertisementMessages })
    const clean = await cleanAdHtml(content)
    return { content: clean, removed: removedParts(content, clean) }
  }
}
