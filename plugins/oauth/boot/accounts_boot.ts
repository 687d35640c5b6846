import { loginMethods, loginProviders, meTabs, safeRedirect } from '#core/accounts/contracts'
import { userDeletion } from '#core/access/contracts'
import OauthAccount from '../models/oauth_account.js'
import { enabledProviders } from '../queries/enabled_providers.js'
import { officialAccountEnabled } from '../official_account/mp_client.js'

/**
 * One button per enabled provider under the login and register forms, a 微信扫码登录 tab on
 * /login while the official account is set up, 绑定账号 in the personal centre, and a deleted
 * member's bindings go with them.
 */
export default async function accountsBoot() {
  loginProviders.add('oauth', async (ctx) => {
    const redirect = safeRedirect(ctx.request.qs().redirect)
    const query = redirect === '/' ? '' : `?redirect=${encodeURIComponent(redirect)}`
    return (await enabledProviders()).map((provider) => ({
      key: `oauth.${provider.name}`,
      title: provider.title,
      icon: provider.icon,
      href: `/oauth/${provider.name}/authorize${query}`,
    }))
  })
  loginMethods.add('oauth', async () =>
    (await officialAccountEnabled())
      ? [{ key: 'oauth.wechatScan', title: '微信扫码登录', component: 'oauth.wechatScanLogin', pages: ['login'], order: 20 }]
      : []
  )
  meTabs.add('oauth', () => [{ key: 'oauth', title: '绑定账号', href: '/me/oauth', icon: 'IconLink', description: '用第三方账号一键登录' }])
  userDeletion.add('oauth', async (userIds, trx) => {
    await OauthAccount.query({ client: trx }).whereIn('userId', userIds).delete()
    await trx.from('oauth_passwordless_users').whereIn('user_id', userIds).delete()
  })
}
