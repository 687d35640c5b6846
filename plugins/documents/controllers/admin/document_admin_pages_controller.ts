import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { DOCUMENT_STATUS_OPTIONS } from '../../enums/document_status.js'
import { documentCategoryOptions, languageOptions } from '../../queries/admin_page_options.js'
import { DocumentsPermission } from '../../permissions.js'

/** The admin pages load their rows through the JSON API, so they refresh in place after edits. */
export default class DocumentAdminPagesController {
  async list(ctx: HttpContext) {
    return renderPage(ctx, 'documents/admin/document_list', {
      can: await abilities(ctx, DocumentsPermission.document, [
        'update',
        'delete',
        'check',
        'recommend',
        'category',
        'language',
        'reconvert',
      ]),
      statuses: DOCUMENT_STATUS_OPTIONS,
      categories: await documentCategoryOptions(),
      languages: await languageOptions(),
    })
  }

  async recycle(ctx: HttpContext) {
    return renderPage(ctx, 'documents/admin/document_recycle', {
      can: await abilities(ctx, DocumentsPermission.recycle, ['restore', 'delete']),
      statuses: DOCUMENT_STATUS_OPTIONS,
    })
  }

  async language(ctx: HttpContext) {
    return renderPage(ctx, 'documents/admin/document_language', {
      can: await abilities(ctx, DocumentsPermission.language, ['create', 'update', 'delete']),
    })
  }
}
