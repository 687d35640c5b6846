import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { idsOfQuery } from '#core/kernel/http/query_list'
import SpiderDocument from '../../models/spider_document.js'
import {
  batchSpiderDocumentRows,
  batchSpiderDocuments,
  deleteSpiderDocuments,
  updateSpiderDocument,
} from '../../actions/edit_spider_documents.js'
import { listSpiderDocuments } from '../../queries/list_spider.js'
import { openCollectedFile } from '../../queries/collected_file.js'
import { spiderDocumentJson } from '../../transformers/spider_transformer.js'
import {
  batchSpiderDocumentRowsValidator,
  batchSpiderDocumentValidator,
  spiderMessages,
  updateSpiderDocumentValidator,
  validateSpiderList,
} from '../../validators/spider_validators.js'

export default class SpiderDocumentController {
  /** GET /api/v1/spiderdocument/list */
  async list({ request }: HttpContext) {
    const { total, rows } = await listSpiderDocuments(await validateSpiderList(request.qs()))
    return { total, spider_document: rows.map(spiderDocumentJson) }
  }

  /** GET /api/v1/spiderdocument?id= */
  async show({ request }: HttpContext) {
    const [id] = await idsOfQuery(request.qs(), spiderMessages)
    const row = await SpiderDocument.find(id)
    if (!row) throw ApiError.notFound('采集文档不存在')
    return spiderDocumentJson(row)
  }

  /**
   * GET /api/v1/spiderdocument/file?id=: the downloaded file, inline, so a PDF opens in the
   * browser's viewer. Anything else may not be read as a page of this site: no sniffing, and
   * sandboxed (a PDF is left unsandboxed, which browsers' PDF viewers refuse).
   */
  async file({ request, response }: HttpContext) {
    const [id] = await idsOfQuery(request.qs(), spiderMessages)
    const file = await openCollectedFile(id)
    response.header('Content-Type', file.contentType)
    response.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    response.header('Cache-Control', 'private, no-store')
    response.header('X-Content-Type-Options', 'nosniff')
    if (file.ext !== 'pdf') response.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    if (file.size !== undefined) response.header('Content-Length', String(file.size))
    return response.stream(file.stream)
  }

  /** PUT /api/v1/spiderdocument; status 1 queues the download, 5 the publication. */
  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateSpiderDocumentValidator, { messagesProvider: spiderMessages })
    return spiderDocumentJson(await updateSpiderDocument(input))
  }

  /** PUT /api/v1/spiderdocument/batch: one change to `id[]`, or the spec's `{spider_document: [...]}` of rows. */
  async batch({ request }: HttpContext) {
    if (request.input('spider_document') !== undefined) {
      const rows = await request.validateUsing(batchSpiderDocumentRowsValidator, { messagesProvider: spiderMessages })
      return batchSpiderDocumentRows(rows)
    }
    const input = await request.validateUsing(batchSpiderDocumentValidator, { messagesProvider: spiderMessages })
    return batchSpiderDocuments(input)
  }

  /** DELETE /api/v1/spiderdocument?id=1&id=2 */
  async destroy({ request }: HttpContext) {
    await deleteSpiderDocuments(await idsOfQuery(request.qs(), spiderMessages))
    return {}
  }
}
