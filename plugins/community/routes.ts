import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard, soft } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { CommunityPermission } from './permissions.js'

const CommentController = () => import('./controllers/api/comment_controller.js')
const FavoriteController = () => import('./controllers/api/favorite_controller.js')
const ReportController = () => import('./controllers/api/report_controller.js')
const AdminPagesController = () => import('./controllers/admin/community_admin_pages_controller.js')
const MeCommunityController = () => import('./controllers/site/me_community_controller.js')

export default function communityRoutes(router: Router) {
  router.post('/api/v1/comment', [CommentController, 'store']).use(middleware.auth()).as('community.comment.store')
  router.get('/api/v1/comment/list', [CommentController, 'index']).use(soft(CommunityPermission.comment.list)).as('community.comment.list')
  router.get('/api/v1/comment', [CommentController, 'show']).use(guard(CommunityPermission.comment.show)).as('community.comment.show')
  router.put('/api/v1/comment', [CommentController, 'update']).use(guard(CommunityPermission.comment.update)).as('community.comment.update')
  router
    .post('/api/v1/comment/check', [CommentController, 'check'])
    .use(guard(CommunityPermission.comment.check))
    .as('community.comment.check')
  router
    .delete('/api/v1/comment', [CommentController, 'destroy'])
    .use([middleware.auth(), soft(CommunityPermission.comment.delete)])
    .as('community.comment.delete')

  router.post('/api/v1/favorite', [FavoriteController, 'store']).use(middleware.auth()).as('community.favorite.store')
  router.get('/api/v1/favorite', [FavoriteController, 'show']).use(middleware.auth()).as('community.favorite.show')
  router.delete('/api/v1/favorite', [FavoriteController, 'destroy']).use(middleware.auth()).as('community.favorite.delete')
  router.get('/api/v1/favorite/list', [FavoriteController, 'index']).use(middleware.auth()).as('community.favorite.list')

  router.post('/api/v1/report', [ReportController, 'store']).use(middleware.auth()).as('community.report.store')
  router.put('/api/v1/report', [ReportController, 'update']).use(guard(CommunityPermission.report.update)).as('community.report.update')
  router.delete('/api/v1/report', [ReportController, 'destroy']).use(guard(CommunityPermission.report.delete)).as('community.report.delete')
  router.get('/api/v1/report/list', [ReportController, 'index']).use(guard(CommunityPermission.report.list)).as('community.report.list')

  adminPageRoutes(router, AdminPagesController, [
    { page: 'comment', action: 'comments', as: 'community.admin.comment' },
    { page: 'report', action: 'reports', as: 'community.admin.report' },
  ])
  router.get('/me/favorite', [MeCommunityController, 'favorites']).use(middleware.auth()).as('community.me.favorite')
  router.get('/me/comment', [MeCommunityController, 'comments']).use(middleware.auth()).as('community.me.comment')
}
