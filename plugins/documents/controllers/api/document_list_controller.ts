import type { HttpContext } from '@adonisjs/core/http'
import { PUBLIC_STATUSES } from '../../enums/document_status.js'
import { listDocuments } from '../../queries/document_list_query.js'
import { documentJson } from '../../transformers/document_transformer.js'
import { documentListValidator } from '../../validators/admin_document_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

const PUBLIC_MAX_SIZE = 24
const ADMIN_MAX_SIZE = 100

export default class DocumentListController {
  /**
   * GET /api/v1/document/list. Holders of 文档列表（全部状态） and uploaders listing their own
   * documents (user_id[0] is the caller) see every status and may search by keyword; everyone
   * else sees public statuses only, at most 24 a page, and the keyword is ignored.
   */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(documentListValidator, { data: ctx.request.qs() })
    const callerId = ctx.auth.user?.id ?? 0
    const userId = input.user_id?.[0]
    const privileged = ctx.permitted === true || (callerId > 0 && userId === callerId)
    const maxSize = privileged ? ADMIN_MAX_SIZE : PUBLIC_MAX_SIZE

    const asked = input.status ? [...new Set(input.status)] : null
    const statuses = privileged ? asked : asked ? asked.filter((status) => PUBLIC_STATUSES.includes(status as any)) : PUBLIC_STATUSES
    const recommend = input.is_recommend ? [...new Set(input.is_recommend)] : []

    const { total, documents } = await listDocuments({
      ...pageOf(input, { max: maxSize }),
      limit: input.limit ? Math.min(input.limit, maxSize) : undefined,
      wd: privileged ? input.wd : undefined,
      statuses,
      categoryIds: input.category_id,
      userId,
      username: privileged ? input.username : undefined,
      ext: input.ext,
      isRecommend: recommend.length === 1 ? recommend[0] : undefined,
      languages: input.language,
      feeType: input.fee_type,
      createdAt: input.created_at,
      order: input.order,
      trashed: false,
    })
    const document = documents.map(documentJson)
    return total === null ? { document } : { total, document }
  }
}
