import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/kernel/http/exception_handler'))

server.use([
  () => import('#core/page_cache/middleware/page_cache_middleware'),
  () => import('#core/kernel/middleware/security_headers_middleware'),
  () => import('#core/kernel/middleware/fast_route_middleware'),
  () => import('#core/kernel/middleware/force_json_middleware'),
  () => import('#core/kernel/middleware/static_files_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#core/kernel/middleware/inertia_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#core/kernel/middleware/well_formed_input_middleware'),
  () => import('#core/kernel/middleware/session_middleware'),
  () => import('#core/kernel/middleware/csrf_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#core/kernel/middleware/identify_middleware'),
  () => import('#core/settings/site_guard_middleware'),
])

export const middleware = router.named({
  auth: () => import('#core/kernel/middleware/require_login_middleware'),
  permission: () => import('#core/access/permission_middleware'),
  adminPage: () => import('#core/access/admin_page_middleware'),
})
