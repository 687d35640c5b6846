import { siteComponents } from '#core/site/contracts'

/** The 微信扫码登录 tab /login draws by name, and the share card inside WeChat (ui/contributions.tsx). */
export default async function siteBoot() {
  siteComponents.add('oauth', () => ['oauth.wechatScanLogin', 'oauth.wechatShare'])
}
