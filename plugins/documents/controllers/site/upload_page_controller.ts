import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { assertCanUploadDocument } from '#core/accounts/contracts'
import { uploadFormOptions } from '../../queries/upload_page_options.js'

/** /upload: the upload form, or why the user may not upload (login is required by the route). */
export default class UploadPageController {
  async show(ctx: HttpContext) {
    const refusal = await assertCanUploadDocument(ctx.auth.getUserOrFail().id).then(
      () => '',
      (error: Error) => error.message
    )
    return renderPage(ctx, 'documents/site/upload', { refusal, ...(refusal ? {} : await uploadFormOptions()) })
  }
}
