import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { MailPermission } from './permissions.js'

const MailLogsController = () => import('./controllers/api/mail_logs_controller.js')
const TestMailController = () => import('./controllers/api/test_mail_controller.js')
const MailPagesController = () => import('./controllers/admin/mail_pages_controller.js')

export default function mailRoutes(router: Router) {
  router.get('/api/v1/mail/log/list', [MailLogsController, 'list']).as('mail.log.list').use(guard(MailPermission.log.list))
  router.post('/api/v1/mail/test', [TestMailController, 'send']).as('mail.test.send').use(guard(MailPermission.test.send))
  adminPageRoutes(router, MailPagesController, [{ page: 'mail/log', action: 'logs', as: 'mail.admin.log' }])
}
