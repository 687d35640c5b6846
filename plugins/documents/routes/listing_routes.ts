import type { Router } from '@adonisjs/core/http'

const DocumentHomeController = () => import('../controllers/api/document_home_controller.js')
const CategoryPageController = () => import('../controllers/site/category_page_controller.js')
const UserDocumentsController = () => import('../controllers/site/user_documents_controller.js')

export default function listingRoutes(router: Router) {
  router.get('/api/v1/document/home', [DocumentHomeController, 'index']).as('documents.home')
  router.get('/category/:id?', [CategoryPageController, 'show']).as('documents.category.page')
  // The spec's phone addresses (the tab bar's 分类 is /m/categoryall) render the same responsive page.
  router.get('/m/category/:id?', [CategoryPageController, 'show']).as('documents.category.page.mobile')
  router.get('/m/categoryall/:id?', [CategoryPageController, 'show']).as('documents.categoryall.page.mobile')
  router.get('/user/:id/document', [UserDocumentsController, 'show']).where('id', router.matchers.number()).as('documents.user.page')
}
