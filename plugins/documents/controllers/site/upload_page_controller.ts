import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { assertCanUploadDocument, uploadsNeedReview } from '../../capabilities.js'
import { uploadFormOptions } from '../../queries/upload_page_options.js'

/** /upload: the upload form and whether uploads go to review, or why the user may not upload (login is required by the route). */
export default class UploadPageController {
  async show(ctx: HttpContext) {
    const refusal = await assertCanUploadDocument(ctx.auth.getUserOrFail().id).then(
      () => '',
      (error: Error) => error.message
    )
    if (refusal) return renderPage(ctx, 'documents/site/upload', { refusal })
    // The rule createDocuments applies: the uploader's groups decide whether uploads wait for review.
    const review = await uploadsNeedReview(ctx.auth.getUserOrFail().id)
    return renderPage(ctx, 'documents/site/upload', { refusal, review, ...(await uploadFormOptions()) })
  }
}
