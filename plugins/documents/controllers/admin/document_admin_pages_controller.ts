import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { DOCUMENT_STATUS_LABELS } from '../../enums/document_status.js'
import { documentCategoryOptions, languageOptions } from '../../queries/admin_page_options.js'
import {
  DOCUMENT_CHECK,
  DOCUMENT_DELETE,
  DOCUMENT_RECOMMEND,
  DOCUMENT_RECONVERT,
  DOCUMENT_SET_CATEGORY,
  DOCUMENT_SET_LANGUAGE,
  DOCUMENT_UPDATE,
  LANGUAGE_CREATE,
  LANGUAGE_DELETE,
  LANGUAGE_UPDATE,
  RECYCLE_DELETE,
  RECYCLE_RESTORE,
} from '../../permissions.js'

/** Which actions of a page the caller may use, so the page hides what would answer 403. */
async function abilities<Name extends string>(ctx: HttpContext, keys: Record<Name, string>) {
  const held = await heldKeys(ctx.auth.user!.id)
  return Object.fromEntries(Object.entries<string>(keys).map(([name, key]) => [name, held.has(key)])) as Record<Name, boolean>
}

const statuses = Object.entries(DOCUMENT_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }))

/** The admin pages load their rows through the JSON API, so they refresh in place after edits. */
export default class DocumentAdminPagesController {
  async list(ctx: HttpContext) {
    return renderPage(ctx, 'documents/admin/document_list', {
      can: await abilities(ctx, {
        update: DOCUMENT_UPDATE,
        delete: DOCUMENT_DELETE,
        check: DOCUMENT_CHECK,
        recommend: DOCUMENT_RECOMMEND,
        category: DOCUMENT_SET_CATEGORY,
        language: DOCUMENT_SET_LANGUAGE,
        reconvert: DOCUMENT_RECONVERT,
      }),
      statuses,
      categories: await documentCategoryOptions(),
      languages: await languageOptions(),
    })
  }

  async recycle(ctx: HttpContext) {
    return renderPage(ctx, 'documents/admin/document_recycle', {
      can: await abilities(ctx, { restore: RECYCLE_RESTORE, delete: RECYCLE_DELETE }),
      statuses,
    })
  }

  async language(ctx: HttpContext) {
    return renderPage(ctx, 'documents/admin/document_language', {
      can: await abilities(ctx, { create: LANGUAGE_CREATE, update: LANGUAGE_UPDATE, delete: LANGUAGE_DELETE }),
    })
  }
}
