import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { CommercePermission } from './permissions.js'

const SignController = () => import('./controllers/api/sign_controller.js')
const CreditController = () => import('./controllers/api/credit_controller.js')
const OrderController = () => import('./controllers/api/order_controller.js')
const VipController = () => import('./controllers/api/vip_controller.js')
const CommercePagesController = () => import('./controllers/site/commerce_pages_controller.js')
const PayNotifyController = () => import('./controllers/api/pay_notify_controller.js')
const WechatpayCertController = () => import('./controllers/api/wechatpay_cert_controller.js')
const AdminCommerceController = () => import('./controllers/api/admin_commerce_controller.js')
const CommerceAdminPagesController = () => import('./controllers/admin/commerce_admin_pages_controller.js')

export default function commerceRoutes(router: Router) {
  router.get('/api/v1/user/sign', [SignController, 'show']).use(middleware.auth()).as('commerce.sign.show')
  router.put('/api/v1/user/sign', [SignController, 'store']).use(middleware.auth()).as('commerce.sign.store')
  router.get('/api/v1/user/credit/log', [CreditController, 'mine']).use(middleware.auth()).as('commerce.credit.mine')
  router
    .post('/api/v1/order/system/recharge', [CreditController, 'adjust'])
    .use(guard(CommercePermission.credit.recharge))
    .as('commerce.credit.recharge')

  router.post('/api/v1/order', [OrderController, 'store']).use(middleware.auth()).as('commerce.order.store')
  router.get('/api/v1/order', [OrderController, 'show']).use(middleware.auth()).as('commerce.order.show')
  router.get('/api/v1/order/status', [OrderController, 'show']).use(middleware.auth()).as('commerce.order.status')
  router.put('/api/v1/order/close', [OrderController, 'close']).use(middleware.auth()).as('commerce.order.close')
  router.post('/api/v1/order/pay', [OrderController, 'pay']).use(middleware.auth()).as('commerce.order.pay')
  router.post('/api/v1/pay/notify/alipay', [PayNotifyController, 'alipay']).as('commerce.pay.notify_alipay')
  router.post('/api/v1/pay/notify/wechat', [PayNotifyController, 'wechat']).as('commerce.pay.notify_wechat')
  router
    .get('/api/v1/wechatpay/cert', [WechatpayCertController, 'show'])
    .use(guard(CommercePermission.payment.cert))
    .as('commerce.wechatpay.cert')
  router.get('/api/v1/user/order', [OrderController, 'mine']).use(middleware.auth()).as('commerce.order.mine')
  router.get('/api/v1/user/vip', [VipController, 'mine']).use(middleware.auth()).as('commerce.vip.mine')

  router.get('/joinvip', [CommercePagesController, 'joinVip']).as('commerce.page.joinvip')
  router.get('/m/joinvip/:id?', [CommercePagesController, 'joinVip']).as('commerce.page.m_joinvip')
  router.get('/order', [CommercePagesController, 'order']).use(middleware.auth()).as('commerce.page.order')
  router.get('/m/order/:id?', [CommercePagesController, 'order']).use(middleware.auth()).as('commerce.page.m_order')
  router.get('/me/vip', [CommercePagesController, 'meVip']).use(middleware.auth()).as('commerce.me.vip')
  router.get('/me/order', [CommercePagesController, 'meOrder']).use(middleware.auth()).as('commerce.me.order')
  router.get('/me/credit', [CommercePagesController, 'meCredit']).use(middleware.auth()).as('commerce.me.credit')

  router
    .get('/api/v1/order/list', [AdminCommerceController, 'orders'])
    .use(guard(CommercePermission.order.list))
    .as('commerce.admin.order_list')
  router
    .get('/api/v1/uservip/list', [AdminCommerceController, 'vips'])
    .use(guard(CommercePermission.vip.list))
    .as('commerce.admin.vip_list')
  adminPageRoutes(router, CommerceAdminPagesController, [
    { page: 'order', action: 'orders', as: 'commerce.admin.order_page' },
    { page: 'user/vip', action: 'vips', as: 'commerce.admin.vip_page' },
  ])
}
