import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { StoragePermission } from './permissions.js'

const UploadsController = () => import('./controllers/uploads_controller.js')
const AttachmentAdminController = () => import('./controllers/api/attachment_admin_controller.js')
const AttachmentPageController = () => import('./controllers/admin/attachment_page_controller.js')
const ConfigUploadController = () => import('./controllers/api/config_upload_controller.js')

export default function storageRoutes(router: Router) {
  router.get('/uploads/*', [UploadsController, 'show'])

  router
    .get('/api/v1/attachment/list', [AttachmentAdminController, 'list'])
    .use(guard(StoragePermission.attachment.list))
    .as('storage.attachment.list')
  router
    .get('/api/v1/attachment', [AttachmentAdminController, 'show'])
    .use(guard(StoragePermission.attachment.list))
    .as('storage.attachment.show')
  router
    .put('/api/v1/attachment', [AttachmentAdminController, 'update'])
    .use(guard(StoragePermission.attachment.update))
    .as('storage.attachment.update')
  router
    .post('/api/v1/upload/config', [ConfigUploadController, 'store'])
    .use(guard(StoragePermission.config.upload))
    .as('storage.config.upload')
  router
    .delete('/api/v1/attachment', [AttachmentAdminController, 'destroy'])
    .use(guard(StoragePermission.attachment.delete))
    .as('storage.attachment.delete')
  adminPageRoutes(router, AttachmentPageController, [{ page: 'attachment', action: 'show', as: 'storage.admin.attachment' }])
}
