import { defineUiContributions } from '~/lib/ui_contributions'
import { providerIcons } from './components/provider_icons'
import { WechatScanLogin } from './components/wechat_scan_login'
import { WechatShare } from './components/wechat_share'

/**
 * The providers' marks, named by the login buttons (LoginProvider.icon) and 绑定账号, the
 * 微信扫码登录 tab of /login, and the share card inside WeChat that documents and articles ask
 * for by name (boot/site_boot.ts lists them).
 */
export default defineUiContributions({
  icons: providerIcons,
  components: { 'oauth.wechatScanLogin': WechatScanLogin, 'oauth.wechatShare': WechatShare },
})
