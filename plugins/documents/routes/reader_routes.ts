import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard } from '#core/kernel/http/route_guards'
import { DocumentsPermission } from '../permissions.js'

const ViewController = () => import('../controllers/api/view_controller.js')
const DocumentReadController = () => import('../controllers/api/document_read_controller.js')
const ScoreController = () => import('../controllers/api/score_controller.js')
const DownloadController = () => import('../controllers/api/download_controller.js')
const DocumentPageController = () => import('../controllers/site/document_page_controller.js')
const MeDownloadsController = () => import('../controllers/site/me_downloads_controller.js')
const MeReadingController = () => import('../controllers/site/me_reading_controller.js')
const ReadingProgressController = () => import('../controllers/api/reading_progress_controller.js')
const BookmarkController = () => import('../controllers/api/bookmark_controller.js')
const MeBookmarksController = () => import('../controllers/site/me_bookmarks_controller.js')

export default function readerRoutes(router: Router) {
  router.get('/view/page/:key/:page', [ViewController, 'page']).as('documents.view.page')
  router.get('/view/zoom/:key/:page', [ViewController, 'zoom']).as('documents.view.zoom')
  router.get('/view/layer/:key/:page', [ViewController, 'layer']).as('documents.view.layer')
  router.get('/view/cover/:key', [ViewController, 'cover']).as('documents.view.cover')
  router.get('/view/thumb/:key', [ViewController, 'thumb']).as('documents.view.thumb')

  router.get('/api/v1/document', [DocumentReadController, 'show']).as('documents.show')
  router.get('/api/v1/document/related', [DocumentReadController, 'related']).as('documents.related')
  router.get('/api/v1/document/outline', [DocumentReadController, 'outline']).as('documents.outline')
  router.post('/api/v1/document/score', [ScoreController, 'store']).use(middleware.auth()).as('documents.score.store')
  router.get('/api/v1/document/score', [ScoreController, 'show']).use(middleware.auth()).as('documents.score.show')
  router.put('/api/v1/document/progress', [ReadingProgressController, 'update']).use(middleware.auth()).as('documents.progress.update')
  router.get('/api/v1/document/bookmark', [BookmarkController, 'index']).use(middleware.auth()).as('documents.bookmarks.index')
  router.post('/api/v1/document/bookmark', [BookmarkController, 'store']).use(middleware.auth()).as('documents.bookmarks.store')
  router.delete('/api/v1/document/bookmark', [BookmarkController, 'destroy']).use(middleware.auth()).as('documents.bookmarks.destroy')

  router.get('/api/v1/document/download', [DownloadController, 'link']).as('documents.download.link')
  router
    .get('/api/v1/document/download/bereviewed', [DownloadController, 'reviewed'])
    .use(guard(DocumentsPermission.document.download_reviewed))
    .as('documents.download.reviewed')
  router.get('/api/v1/user/download', [DownloadController, 'mine']).use(middleware.auth()).as('documents.download.mine')
  router.get('/download/:token', [DownloadController, 'file']).as('documents.download.file')

  router.get('/document/:id', [DocumentPageController, 'show']).where('id', router.matchers.number()).as('documents.page')
  router.get('/m/document/:id', [DocumentPageController, 'show']).where('id', router.matchers.number()).as('documents.page.mobile')
  router.get('/me/download', [MeDownloadsController, 'show']).use(middleware.auth()).as('documents.me.download')
  router.get('/me/reading', [MeReadingController, 'show']).use(middleware.auth()).as('documents.me.reading')
  router.get('/me/bookmarks', [MeBookmarksController, 'show']).use(middleware.auth()).as('documents.me.bookmarks')
}
