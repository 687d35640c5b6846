import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DynamicType, hasDynamicLinkingTo, recordDynamic } from '#core/accounts/contracts'
import { PUBLIC_STATUSES } from '../enums/document_status.js'

/**
 * 发布了文档《…》 in the uploader's public feed once a document can be read (converted, or
 * approved with pages): the upload itself is in the uploader's own feed only, since a
 * waiting, failed or unreviewed document answers 404 to others. Converting again or
 * enabling again does not repeat the line. Like every feed line, a record and never a
 * condition: a failure is logged.
 */
export async function announcePublished(documentIds: number[]) {
  if (documentIds.length === 0) return
  try {
    await announce(documentIds)
  } catch (error) {
    logger.warn({ err: error, documentIds }, 'documents: could not announce published documents')
  }
}

async function announce(documentIds: number[]) {
  const rows = await db
    .from('documents')
    .whereIn('id', documentIds)
    .whereNull('deleted_at')
    .whereIn('status', PUBLIC_STATUSES)
    .where('user_id', '>', 0)
    .select('id', 'user_id', 'title')
  for (const row of rows) {
    const href = `/document/${row.id}`
    if (await hasDynamicLinkingTo(Number(row.user_id), DynamicType.Upload, href)) continue
    await recordDynamic(Number(row.user_id), DynamicType.Upload, ['发布了文档《', { text: String(row.title), href }, '》'])
  }
}
