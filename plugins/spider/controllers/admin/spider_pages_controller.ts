import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { SPIDER_DOCUMENT_STATUS_LABELS, SPIDER_URL_STATUS_LABELS } from '../../enums/spider_status.js'
import { SpiderPermission } from '../../permissions.js'
import { CATEGORY_TYPE, categoryOptions } from '#plugins/categories/contracts'

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }))

/** The pages load their rows through the JSON API and poll it while work is running. */
export default class SpiderPagesController {
  async urls(ctx: HttpContext) {
    return renderPage(ctx, 'spider/admin/url', {
      can: await abilities(ctx, SpiderPermission.url, ['create', 'update', 'delete']),
      statuses: options(SPIDER_URL_STATUS_LABELS),
      categories: await categoryOptions(CATEGORY_TYPE.Document),
    })
  }

  async documents(ctx: HttpContext) {
    return renderPage(ctx, 'spider/admin/document', {
      can: await abilities(ctx, SpiderPermission.document, ['preview', 'update', 'batch', 'delete']),
      statuses: options(SPIDER_DOCUMENT_STATUS_LABELS),
      categories: await categoryOptions(CATEGORY_TYPE.Document),
    })
  }
}
