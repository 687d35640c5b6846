import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import DocumentScore from '../models/document_score.js'
import { findVisibleDocument, type Viewer } from '../queries/reader_visibility.js'

const ALREADY_RATED = '您已经评过分了'

/**
 * One rating per user and document (the unique index settles a race), then the average is
 * recomputed from the rows, so the document's score always matches them.
 */
export async function scoreDocument(viewer: Viewer, documentId: number, score: number) {
  const document = await findVisibleDocument({ id: documentId }, viewer)
  if (!document) throw ApiError.notFound('文档不存在')
  if (await DocumentScore.query().where('document_id', documentId).where('user_id', viewer.id).first()) {
    throw ApiError.forbidden(ALREADY_RATED)
  }
  try {
    await db.transaction(async (trx) => {
      await DocumentScore.create({ documentId, userId: viewer.id, score }, { client: trx })
      const row = await trx.from('document_scores').where('document_id', documentId).avg('score as average').count('* as total').first()
      await trx
        .from('documents')
        .where('id', documentId)
        .update({ score: Math.round(Number(row?.average ?? 300)), score_count: Number(row?.total ?? 0) })
    })
  } catch (error) {
    if (/unique|duplicate/i.test(String((error as Error)?.message))) throw ApiError.forbidden(ALREADY_RATED)
    throw error
  }
}

/** The user's own rating of a document, or null. */
export function findScore(userId: number, documentId: number) {
  return DocumentScore.query().where('document_id', documentId).where('user_id', userId).first()
}
