import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { stripUrlSecrets } from '#core/kernel/http/strip_url_secrets'
import SearchRecord from '../models/search_record.js'

export interface SearchRecordInput {
  keywords: string
  type: number
  total: number
  page: number
  spend: number
}

/** Records a search; a failure to record never fails the search itself. */
export async function recordSearch(ctx: Pick<HttpContext, 'auth' | 'request'>, input: SearchRecordInput) {
  // A pasted link keeps its words, never its token.
  const keywords = stripUrlSecrets(input.keywords)
  if (!keywords) return
  try {
    await SearchRecord.create({
      userId: ctx.auth.user?.id ?? 0,
      ip: ctx.request.ip().slice(0, 64),
      type: input.type,
      keywords: [...keywords].slice(0, 64).join(''),
      total: input.total,
      page: input.page,
      userAgent: (ctx.request.header('user-agent') ?? '').slice(0, 255),
      spendTime: input.spend,
    })
  } catch (error) {
    logger.warn({ err: error }, 'search: could not record a search')
  }
}
