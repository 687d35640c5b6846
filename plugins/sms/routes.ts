import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard } from '#core/kernel/http/route_guards'
import { SmsPermission } from './permissions.js'

const SmsController = () => import('./controllers/api/sms_controller.js')
const MobileAuthController = () => import('./controllers/api/mobile_auth_controller.js')
const SmsPageController = () => import('./controllers/admin/sms_page_controller.js')
const FindPasswordMobilePageController = () => import('./controllers/site/find_password_mobile_page_controller.js')

export default function smsRoutes(router: Router) {
  router.get('/findpassword-mobile', [FindPasswordMobilePageController, 'show']).as('sms.findpassword_page')
  router
    .get('/admin/user/sms', [SmsPageController, 'show'])
    .as('sms.admin.sms')
    .use(middleware.adminPage({ page: 'user/sms' }))

  router.post('/api/v1/sms', [SmsController, 'send']).as('sms.send')
  router.get('/api/v1/sms', [SmsController, 'show']).as('sms.show').use(guard(SmsPermission.sms.show))
  router.get('/api/v1/sms/list', [SmsController, 'list']).as('sms.list').use(guard(SmsPermission.sms.list))
  router.post('/api/v1/sms/resend', [SmsController, 'resend']).as('sms.resend').use(guard(SmsPermission.sms.resend))
  router.post('/api/v1/user/register/mobile', [MobileAuthController, 'register']).as('sms.register')
  router.post('/api/v1/user/login/mobile', [MobileAuthController, 'login']).as('sms.login')
  router.post('/api/v1/user/findpassword/mobile', [MobileAuthController, 'findPassword']).as('sms.findpassword')
}
