import type { HttpContext } from '@adonisjs/core/http'
import { mePageProps } from '#core/accounts/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { listReadingProgress } from '../../queries/reader_progress.js'
import { readingListValidator } from '../../validators/reader_validators.js'

const PAGE_SIZE = 20

export default class MeReadingController {
  /** GET /me/reading: 我的阅读. */
  async show(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(readingListValidator, { data: ctx.request.qs() })
    const page = input.page ?? 1
    const { total, reading } = await listReadingProgress(ctx.auth.getUserOrFail().id, page, PAGE_SIZE)
    return renderPage(ctx, 'documents/site/me_reading', {
      ...(await mePageProps(ctx, 'reading')),
      reading,
      total,
      page,
      size: PAGE_SIZE,
    })
  }
}
