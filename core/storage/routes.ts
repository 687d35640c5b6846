import type { Router } from '@adonisjs/core/http'

const UploadsController = () => import('./controllers/uploads_controller.js')

export default function storageRoutes(router: Router) {
  router.get('/uploads/*', [UploadsController, 'show'])
}
