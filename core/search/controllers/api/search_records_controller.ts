import type { HttpContext } from '@adonisjs/core/http'
import { pageOf } from '#core/kernel/http/query_list'
import SearchRecord from '../../models/search_record.js'
import { listSearchRecords } from '../../queries/list_search_records.js'
import { searchRecordJson } from '../../transformers/search_record_transformer.js'
import {
  deleteSearchRecordsValidator,
  hideSearchWordValidator,
  listSearchRecordsValidator,
  searchAnalyticsValidator,
} from '../../validators/search_record_validators.js'
import { searchAnalytics } from '../../queries/search_analytics.js'
import { setSearchWordHidden } from '../../actions/hide_search_word.js'

export default class SearchRecordsController {
  /** GET /api/v1/searchrecord/list */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listSearchRecordsValidator)
    const { total, records, usernames } = await listSearchRecords({ ...input, ...pageOf(input) })
    return { total, search_record: records.map((record) => searchRecordJson(record, usernames)) }
  }

  /** DELETE /api/v1/searchrecord */
  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(deleteSearchRecordsValidator)
    await SearchRecord.query().whereIn('id', id).delete()
    return {}
  }

  /** PUT /api/v1/searchrecord/hidden { keywords, hidden }: keeps a word out of 大家都在搜, or lets it back. */
  async hide(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(hideSearchWordValidator)
    await setSearchWordHidden({ ...input, userId: ctx.auth.getUserOrFail().id })
    return {}
  }

  /** GET /api/v1/searchrecord/analytics?days=7: top words, words without results, searches over time. */
  async analytics(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(searchAnalyticsValidator)
    return searchAnalytics({ days: input.days ?? 7, type: input.type })
  }
}
