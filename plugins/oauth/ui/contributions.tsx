import { defineUiContributions } from '~/lib/ui_contributions'
import { providerIcons } from './components/provider_icons'
import { WechatScanLogin } from './components/wechat_scan_login'

/**
 * The providers' marks, named by the login buttons (LoginProvider.icon) and 绑定账号, and the
 * 微信扫码登录 tab of /login (boot/accounts_boot.ts names it).
 */
export default defineUiContributions({ icons: providerIcons, components: { 'oauth.wechatScanLogin': WechatScanLogin } })
