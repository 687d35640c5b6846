import type { Router } from '@adonisjs/core/http'
import uploadRoutes from './routes/upload_routes.js'
import readerRoutes from './routes/reader_routes.js'
import listingRoutes from './routes/listing_routes.js'
import adminRoutes from './routes/admin_routes.js'
import searchRoutes from './routes/search_routes.js'

/** One file per area, so each stays small: upload, reading and downloads, lists and home, admin. */
export default function documentsRoutes(router: Router) {
  uploadRoutes(router)
  readerRoutes(router)
  listingRoutes(router)
  adminRoutes(router)
  searchRoutes(router)
}
