import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard } from '#core/kernel/http/route_guards'
import { HelloPermission } from './permissions.js'

const GreetingsController = () => import('./controllers/api/greetings_controller.js')
const HelloPageController = () => import('./controllers/site/hello_page_controller.js')
const GreetingPageController = () => import('./controllers/site/greeting_page_controller.js')
const MeGreetingsController = () => import('./controllers/site/me_greetings_controller.js')
const UserGreetingsController = () => import('./controllers/site/user_greetings_controller.js')
const GreetingsPageController = () => import('./controllers/admin/greetings_page_controller.js')

/** Mounted by the host when the plugin is enabled; defined synchronously so the host can count them. */
export default function helloRoutes(router: Router) {
  router.get('/hello', [HelloPageController, 'show']).as('hello.page')
  router.get('/hello/new', [GreetingPageController, 'compose']).use(middleware.auth()).as('hello.compose')
  router.get('/hello/:id', [GreetingPageController, 'show']).where('id', router.matchers.number()).as('hello.greeting')
  router.get('/me/hello', [MeGreetingsController, 'show']).use(middleware.auth()).as('hello.me')
  router.get('/user/:id/hello', [UserGreetingsController, 'show']).where('id', router.matchers.number()).as('hello.user.page')
  router
    .get('/admin/hello/greetings', [GreetingsPageController, 'show'])
    .as('hello.admin.greetings')
    .use(middleware.adminPage({ page: 'hello/greetings' }))

  router.get('/api/v1/hello', [GreetingsController, 'index']).as('hello.index')
  router.post('/api/v1/hello', [GreetingsController, 'store']).as('hello.store').use(guard(HelloPermission.greeting.create))
  router.get('/api/v1/hello/greeting/list', [GreetingsController, 'list']).as('hello.list').use(guard(HelloPermission.greeting.list))
}
