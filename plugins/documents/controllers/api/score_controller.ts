import type { HttpContext } from '@adonisjs/core/http'
import { iso } from '#core/kernel/transformers/iso'
import { findScore, scoreDocument } from '../../actions/score_document.js'
import { viewerOf } from '../../queries/reader_visibility.js'
import { myScoreValidator, scoreDocumentValidator } from '../../validators/reader_validators.js'

export default class ScoreController {
  /** POST /api/v1/document/score { document_id, score }: once per user. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(scoreDocumentValidator)
    await scoreDocument(await viewerOf(ctx), input.document_id, input.score)
    return {}
  }

  /** GET /api/v1/document/score?document_id= → the caller's DocumentScore, {} when none. */
  async show(ctx: HttpContext) {
    const { document_id: documentId } = await ctx.request.validateUsing(myScoreValidator, { data: ctx.request.qs() })
    const score = await findScore(ctx.auth.getUserOrFail().id, documentId)
    if (!score) return {}
    return {
      id: score.id,
      document_id: score.documentId,
      user_id: score.userId,
      score: score.score,
      created_at: iso(score.createdAt),
      updated_at: iso(score.updatedAt),
    }
  }
}
