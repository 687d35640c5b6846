import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard, soft } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { ArticlesPermission } from './permissions.js'

const ArticleController = () => import('./controllers/api/article_controller.js')
const ArticleSearchController = () => import('./controllers/api/article_search_controller.js')
const ArticleRecycleController = () => import('./controllers/api/article_recycle_controller.js')
const ArticlePagesController = () => import('./controllers/site/article_pages_controller.js')
const UserArticlesController = () => import('./controllers/site/user_articles_controller.js')
const ArticleEditorController = () => import('./controllers/site/article_editor_controller.js')
const MeArticlesController = () => import('./controllers/site/me_articles_controller.js')
const ArticleAdminPagesController = () => import('./controllers/admin/article_admin_pages_controller.js')

export default function articleRoutes(router: Router) {
  router.post('/api/v1/article', [ArticleController, 'store']).use(middleware.auth()).as('articles.store')
  router
    .put('/api/v1/article', [ArticleController, 'update'])
    .use([middleware.auth(), soft(ArticlesPermission.article.update)])
    .as('articles.update')
  router
    .delete('/api/v1/article', [ArticleController, 'destroy'])
    .use([middleware.auth(), soft(ArticlesPermission.article.delete)])
    .as('articles.delete')
  router.get('/api/v1/article', [ArticleController, 'show']).as('articles.show')
  router.get('/api/v1/article/search', [ArticleSearchController, 'index']).as('articles.search')
  router.get('/api/v1/article/related', [ArticleSearchController, 'related']).as('articles.related')
  router.get('/api/v1/article/list', [ArticleController, 'index']).use(soft(ArticlesPermission.article.list)).as('articles.list')
  router.put('/api/v1/article/check', [ArticleController, 'check']).use(guard(ArticlesPermission.article.check)).as('articles.check')

  router
    .put('/api/v1/article/recommend', [ArticleController, 'recommend'])
    .use(guard(ArticlesPermission.article.recommend))
    .as('articles.recommend')
  router
    .put('/api/v1/article/category', [ArticleController, 'category'])
    .use(guard(ArticlesPermission.article.category))
    .as('articles.set_category')
  router
    .get('/api/v1/article/recycle/list', [ArticleRecycleController, 'index'])
    .use(guard(ArticlesPermission.recycle.list))
    .as('articles.recycle.list')
  router
    .post('/api/v1/article/recycle/restore', [ArticleRecycleController, 'restore'])
    .use(guard(ArticlesPermission.recycle.restore))
    .as('articles.recycle.restore')
  router
    .delete('/api/v1/article/recycle', [ArticleRecycleController, 'destroy'])
    .use(guard(ArticlesPermission.recycle.delete))
    .as('articles.recycle.delete')
  router
    .delete('/api/v1/article/recycle/empty', [ArticleRecycleController, 'empty'])
    .use(guard(ArticlesPermission.recycle.delete))
    .as('articles.recycle.empty')
  adminPageRoutes(router, ArticleAdminPagesController, [
    { page: 'article/category', action: 'categories', as: 'articles.admin.category' },
    { page: 'article/recycle', action: 'recycle', as: 'articles.admin.recycle' },
    { page: 'article/list', action: 'list', as: 'articles.admin.list' },
  ])

  router.get('/api/v1/user/canipublisharticle', [ArticleEditorController, 'canPublish']).use(middleware.auth()).as('articles.can_publish')
  router.post('/api/v1/upload/article', [ArticleEditorController, 'upload']).use(middleware.auth()).as('articles.upload')
  router.get('/post', [ArticleEditorController, 'show']).use(middleware.auth()).as('articles.page.post')
  router.get('/me/article', [MeArticlesController, 'show']).use(middleware.auth()).as('articles.me')
  router.get('/article', [ArticlePagesController, 'index']).as('articles.page.index')
  router.get('/user/:id/article', [UserArticlesController, 'show']).where('id', router.matchers.number()).as('articles.user.page')
  router
    .get('/article/:key', [ArticlePagesController, 'show'])
    .where('key', /^[A-Za-z0-9_-]+$/)
    .as('articles.page.show')
}
