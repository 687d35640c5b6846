import type { HttpContext } from '@adonisjs/core/http'
import { mePageProps } from '#core/accounts/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { listUserDownloads } from '../../queries/reader_user_downloads.js'
import { downloadListValidator } from '../../validators/reader_validators.js'

const PAGE_SIZE = 20

export default class MeDownloadsController {
  /** GET /me/download: 我的下载. */
  async show(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(downloadListValidator, { data: ctx.request.qs() })
    const page = input.page ?? 1
    const { total, download } = await listUserDownloads(ctx.auth.getUserOrFail().id, page, PAGE_SIZE)
    return renderPage(ctx, 'documents/site/me_downloads', {
      ...(await mePageProps(ctx, 'download')),
      downloads: download,
      total,
      page,
      size: PAGE_SIZE,
    })
  }
}
