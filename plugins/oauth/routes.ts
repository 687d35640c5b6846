import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'

const OauthController = () => import('./controllers/api/oauth_controller.js')
const WechatOfficialController = () => import('./controllers/api/wechat_official_controller.js')
const WechatMiniProgramController = () => import('./controllers/api/wechat_mini_program_controller.js')
const OauthPagesController = () => import('./controllers/site/oauth_pages_controller.js')

/** Mounted by the host when the plugin is enabled. */
export default function oauthRoutes(router: Router) {
  router.get('/oauth/:type/authorize', [OauthPagesController, 'authorize']).as('oauth.authorize')
  router.get('/oauth/:type', [OauthPagesController, 'callback']).as('oauth.callback')
  router.get('/me/oauth', [OauthPagesController, 'me']).use(middleware.auth()).as('oauth.me')

  router.get('/api/v1/oauth/configs', [OauthController, 'configs']).as('oauth.configs')
  router.post('/api/v1/oauth/login', [OauthController, 'login']).as('oauth.login')
  router.post('/api/v1/oauth/bind', [OauthController, 'bind']).as('oauth.bind')
  router.get('/api/v1/user/oauth', [OauthController, 'mine']).use(middleware.auth()).as('oauth.user.list')
  router.delete('/api/v1/user/oauth', [OauthController, 'unbind']).use(middleware.auth()).as('oauth.user.unbind')

  // The WeChat official account: scan-to-follow login and the login inside WeChat's browser.
  router.get('/api/v1/user/wechat/ticket', [WechatOfficialController, 'ticket']).as('oauth.wechat.ticket')
  router.post('/api/v1/user/wechat/logincheck', [WechatOfficialController, 'loginCheck']).as('oauth.wechat.logincheck')
  router.post('/api/v1/user/wechat/login/wechatcode', [WechatOfficialController, 'wechatCode']).as('oauth.wechat.code')
  router.get('/api/v1/oauth/officialaccount/event', [WechatOfficialController, 'verify']).as('oauth.officialaccount.verify')
  router.post('/api/v1/oauth/officialaccount/event', [WechatOfficialController, 'event']).as('oauth.officialaccount.event')

  // The WeChat mini-program: its own login, the scan of a web login's mini-program code, and the JS-SDK share signature.
  router.post('/api/v1/oauth/wechatmp/login', [WechatMiniProgramController, 'login']).as('oauth.wechatmp.login')
  router.get('/api/v1/oauth/wechatmp/scan/code', [WechatMiniProgramController, 'scanCode']).as('oauth.wechatmp.scan.code')
  router.post('/api/v1/oauth/wechatmp/scan/login/status', [WechatMiniProgramController, 'scanStatus']).as('oauth.wechatmp.scan.status')
  router
    .post('/api/v1/oauth/wechatmp/scan/login', [WechatMiniProgramController, 'confirmScan'])
    .use(middleware.auth())
    .as('oauth.wechatmp.scan.login')
  router.get('/api/v1/oauth/wxshare/signature', [WechatMiniProgramController, 'shareSignature']).as('oauth.wxshare.signature')
}
