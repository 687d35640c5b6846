import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { abilities } from '#core/access/contracts'
import { ATTACHMENT_TYPE_OPTIONS } from '../../enums/attachment_type.js'
import { StoragePermission } from '../../permissions.js'

export default class AttachmentPageController {
  async show(ctx: HttpContext) {
    return renderPage(ctx, 'storage/admin/attachment', {
      can: await abilities(ctx, { update: StoragePermission.attachment.update }),
      types: ATTACHMENT_TYPE_OPTIONS,
    })
  }
}
