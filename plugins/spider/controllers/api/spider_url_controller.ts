import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { idsOfQuery } from '#core/kernel/http/query_list'
import SpiderUrl from '../../models/spider_url.js'
import { createSpiderUrls, deleteSpiderUrls, updateSpiderUrl } from '../../actions/save_spider_url.js'
import { listSpiderUrls } from '../../queries/list_spider.js'
import { spiderUrlJson } from '../../transformers/spider_transformer.js'
import {
  createSpiderUrlValidator,
  spiderMessages,
  updateSpiderUrlValidator,
  validateSpiderList,
} from '../../validators/spider_validators.js'

export default class SpiderUrlController {
  /** GET /api/v1/spiderurl/list */
  async list({ request }: HttpContext) {
    const { total, rows } = await listSpiderUrls(await validateSpiderList(request.qs()))
    return { total, spider_url: rows.map(spiderUrlJson) }
  }

  /** GET /api/v1/spiderurl?id= */
  async show({ request }: HttpContext) {
    const [id] = await idsOfQuery(request.qs(), spiderMessages)
    const source = await SpiderUrl.find(id)
    if (!source) throw ApiError.notFound('采集网址不存在')
    return spiderUrlJson(source)
  }

  /** POST /api/v1/spiderurl: url is one URL per line (or a list). */
  async create({ request, auth }: HttpContext) {
    const input = await request.validateUsing(createSpiderUrlValidator, { messagesProvider: spiderMessages })
    return { spider_url: (await createSpiderUrls(input, auth.getUserOrFail().id)).map(spiderUrlJson) }
  }

  /** PUT /api/v1/spiderurl; status 1 queues a run now. */
  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateSpiderUrlValidator, { messagesProvider: spiderMessages })
    return spiderUrlJson(await updateSpiderUrl(input))
  }

  /** DELETE /api/v1/spiderurl?id=1&id=2 */
  async destroy({ request }: HttpContext) {
    await deleteSpiderUrls(await idsOfQuery(request.qs(), spiderMessages))
    return {}
  }
}
