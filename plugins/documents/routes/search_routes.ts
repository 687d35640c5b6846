import type { Router } from '@adonisjs/core/http'

const DocumentPageSearchController = () => import('../controllers/api/document_page_search_controller.js')
const DocumentSearchController = () => import('../controllers/api/document_search_controller.js')

export default function searchRoutes(router: Router) {
  router.get('/api/v1/document/pages/search', [DocumentPageSearchController, 'index']).as('documents.pages.search')
  router.get('/api/v1/document/search', [DocumentSearchController, 'index']).as('documents.search')
}
