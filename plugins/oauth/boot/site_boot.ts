import { siteComponents } from '#core/site/contracts'

/** The 微信扫码登录 tab /login draws by name (ui/contributions.tsx). */
export default async function siteBoot() {
  siteComponents.add('oauth', () => ['oauth.wechatScanLogin'])
}
