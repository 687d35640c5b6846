import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { soft } from '#core/kernel/http/route_guards'
import { DocumentsPermission } from '../permissions.js'

const UploadDocumentController = () => import('../controllers/api/upload_document_controller.js')
const DocumentWriteController = () => import('../controllers/api/document_write_controller.js')
const UploadPageController = () => import('../controllers/site/upload_page_controller.js')
const MeDocumentsController = () => import('../controllers/site/me_documents_controller.js')

/** The upload path of the body parser's processManually: the controller streams the file itself. */
export const DOCUMENT_UPLOAD_PATH = '/api/v1/upload/document'

export default function uploadRoutes(router: Router) {
  router.post(DOCUMENT_UPLOAD_PATH, [UploadDocumentController, 'store']).use(middleware.auth()).as('documents.upload')
  router.get('/api/v1/user/caniuploaddocument', [UploadDocumentController, 'canUpload']).use(middleware.auth()).as('documents.can_upload')
  router.get('/api/v1/document/exist', [UploadDocumentController, 'exist']).use(middleware.auth()).as('documents.exist')

  router.post('/api/v1/document', [DocumentWriteController, 'create']).use(middleware.auth()).as('documents.create')
  router
    .put('/api/v1/document', [DocumentWriteController, 'update'])
    .use([middleware.auth(), soft(DocumentsPermission.document.update)])
    .as('documents.update')
  router
    .delete('/api/v1/document', [DocumentWriteController, 'destroy'])
    .use([middleware.auth(), soft(DocumentsPermission.document.delete)])
    .as('documents.trash')

  router.get('/upload', [UploadPageController, 'show']).use(middleware.auth()).as('documents.upload.page')
  router.get('/me/document', [MeDocumentsController, 'show']).use(middleware.auth()).as('documents.me.page')
}
