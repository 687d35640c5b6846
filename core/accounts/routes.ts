import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { soft } from '#core/kernel/http/route_guards'
import { AccountsPermission } from './permissions.js'

const AuthController = () => import('./controllers/api/auth_controller.js')
const UsersController = () => import('./controllers/api/users_controller.js')
const CaptchaController = () => import('./controllers/api/captcha_controller.js')
const AvatarController = () => import('./controllers/api/avatar_controller.js')
const AuthPagesController = () => import('./controllers/site/auth_pages_controller.js')
const MePagesController = () => import('./controllers/site/me_pages_controller.js')
const UserPagesController = () => import('./controllers/site/user_pages_controller.js')
const DynamicsController = () => import('./controllers/api/dynamics_controller.js')
const FindPasswordController = () => import('./controllers/api/find_password_controller.js')
const FollowsController = () => import('./controllers/api/follows_controller.js')

export default function accountsRoutes(router: Router) {
  router
    .group(() => {
      router.post('/register', [AuthController, 'register'])
      router.post('/login', [AuthController, 'login'])
      router.delete('/logout', [AuthController, 'logout'])
      router.get('/token', [AuthController, 'token']).use(middleware.auth())
      router.get('/captcha', [CaptchaController, 'show'])
      router.post('/findpassword/stepone', [FindPasswordController, 'stepOne']).as('accounts.findpassword.stepone')
      router.put('/findpassword/steptwo', [FindPasswordController, 'stepTwo']).as('accounts.findpassword.steptwo')
      router.post('/email/code', [FindPasswordController, 'emailCode']).as('accounts.email.code')
      router.get('/dynamic', [DynamicsController, 'index']).as('accounts.dynamic.list')
      router.get('/follow', [FollowsController, 'index']).as('accounts.follow.list')
      router.post('/follow', [FollowsController, 'store']).use(middleware.auth()).as('accounts.follow.store')
      router.delete('/follow', [FollowsController, 'destroy']).use(middleware.auth()).as('accounts.follow.delete')
      router.get('/follow/feed', [FollowsController, 'feed']).use(middleware.auth()).as('accounts.follow.feed')
      router.get('/permission', [UsersController, 'permission']).use(middleware.auth())
      router.put('/profile', [UsersController, 'updateProfile']).use(middleware.auth())
      // Everyone may change their own password; another account's needs the permission.
      router.put('/password', [UsersController, 'updatePassword']).use([middleware.auth(), soft(AccountsPermission.user.password)])
    })
    .prefix('/api/v1/user')
  router.get('/api/v1/user', [UsersController, 'show'])
  router.post('/api/v1/upload/avatar', [AvatarController, 'store']).use(middleware.auth())

  router.get('/login', [AuthPagesController, 'login'])
  router.get('/register', [AuthPagesController, 'register'])
  router.get('/findpassword', [AuthPagesController, 'findPassword'])
  router.get('/me', [MePagesController, 'index']).use(middleware.auth())
  router.get('/me/profile', [MePagesController, 'profile']).use(middleware.auth())
  router.get('/me/password', [MePagesController, 'password']).use(middleware.auth())
  router.get('/user', [UserPagesController, 'own'])
  router.get('/user/:id', [UserPagesController, 'show']).where('id', router.matchers.number()).as('accounts.user_page')
}
