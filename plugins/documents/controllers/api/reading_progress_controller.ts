import type { HttpContext } from '@adonisjs/core/http'
import { recordReadingProgress } from '../../actions/record_reading_progress.js'
import { viewerOf } from '../../queries/reader_visibility.js'
import { readingProgressValidator } from '../../validators/reader_validators.js'

export default class ReadingProgressController {
  /** PUT /api/v1/document/progress { document_id, page }: where the member is in the document. */
  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(readingProgressValidator)
    await recordReadingProgress(await viewerOf(ctx), input.document_id, input.page)
    return {}
  }
}
