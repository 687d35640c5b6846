import type { HttpContext } from '@adonisjs/core/http'
import { listDocuments } from '../../queries/document_list_query.js'
import { documentJson } from '../../transformers/document_transformer.js'
import { restoreDocuments } from '../../actions/recycle_restore_documents.js'
import { purgeDocuments, purgeRecycleBin } from '../../actions/recycle_purge_documents.js'
import { documentListValidator, recycleIdsValidator } from '../../validators/admin_document_validators.js'
import { pageOf } from '#core/kernel/http/query_list'
import { usernamesById as usernames } from '#core/accounts/contracts'

/** The document recycle bin (api-shapes §5). */
export default class RecycleController {
  /** Newest deletions first; each item says who deleted it. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(documentListValidator, { data: request.qs() })
    const { total, documents } = await listDocuments({
      ...pageOf(input, { max: 100 }),
      wd: input.wd,
      statuses: input.status?.length ? input.status : null,
      categoryIds: input.category_id,
      userId: input.user_id?.[0],
      order: input.order,
      trashed: true,
    })
    const deleters = await usernames(documents.map((document) => document.deletedUserId))
    return {
      total,
      document: documents.map((document) => ({
        ...documentJson(document),
        deleted_username: deleters.get(document.deletedUserId) ?? '',
      })),
    }
  }

  async restore({ request }: HttpContext) {
    const input = await request.validateUsing(recycleIdsValidator)
    await restoreDocuments(input.id)
    return {}
  }

  async destroy({ request }: HttpContext) {
    const input = await request.validateUsing(recycleIdsValidator, { data: request.qs() })
    await purgeDocuments(input.id)
    return {}
  }

  async clear() {
    await purgeRecycleBin()
    return {}
  }
}
