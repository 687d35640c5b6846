import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import { Document } from '#plugins/documents/contracts'
import { DocumentAction } from '../enums/page_types.js'
import { isBot } from '../services/bots.js'
import { dayOf, stampOf } from '../services/clock.js'
import { documentEventBuffer } from '../services/event_buffer.js'
import { recentViews } from '../services/recent_views.js'
import { trackingEnabled, visitorOf, type Caller } from './record_page_view.js'

/**
 * POST /api/v1/statistics/record-document-access: a client that shows a document without
 * the site's pages (an app) says it opened it. Counted once per browser and document within
 * 30 minutes, like page views.
 */
export async function recordDocumentAccess(input: { document_id: number; client_id?: string }, caller: Caller, now = new Date()) {
  const document = await Document.query().where('id', input.document_id).select('id').first()
  if (!document) throw ApiError.notFound('文档不存在')
  const day = dayOf(now)
  const { visitorId, fromCookie } = visitorOf(caller, input.client_id, day)
  if (!(await trackingEnabled()) || !recentViews.claim(`${visitorId}|document:${document.id}`, now.getTime())) {
    return { recorded: false, visitorId, fromCookie }
  }
  documentEventBuffer.push({
    document_id: document.id,
    action: DocumentAction.View,
    visitor_id: visitorId,
    user_id: caller.userId,
    ip: caller.ip.slice(0, 64),
    is_bot: isBot(caller.userAgent) ? 1 : 0,
    day,
    created_at: stampOf(now),
  })
  return { recorded: true, visitorId, fromCookie }
}

/**
 * A granted download, written inside the transaction that records it (documents'
 * beforeDocumentDownload charge): counted exactly when the download is.
 */
export async function recordDownload(
  trx: TransactionClientContract,
  input: { documentId: number; userId: number; ip: string },
  now = new Date()
) {
  await trx.table('statistics_document_events').insert({
    document_id: input.documentId,
    action: DocumentAction.Download,
    visitor_id: '',
    user_id: input.userId,
    ip: input.ip.slice(0, 64),
    is_bot: 0,
    day: dayOf(now),
    created_at: stampOf(now),
  })
}
