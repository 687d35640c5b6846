import type { HttpContext } from '@adonisjs/core/http'
import { queue } from '#core/queue/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { searchKind } from '../../kinds.js'
import { REBUILD_JOB } from '../../jobs.js'

export default class SearchIndexController {
  /**
   * PUT /api/v1/renew/document/index: queues a full rebuild and answers at once; search
   * keeps answering from the current index while it runs.
   */
  async renewDocuments(_ctx: HttpContext) {
    if (!searchKind('document')) throw ApiError.notFound('文档搜索未启用')
    await queue.dispatch(REBUILD_JOB, { kind: 'document', restart: true }, { jobId: 'search-rebuild-document' })
    return {}
  }
}
