/**
 * The third-party providers of the web login, with the numbers the MOREDOC API gives them
 * (oauth_type): 1 QQ, 2 WeChat web QR, 3 Gitee, 4 GitHub, 7 Google. 5 (mini-program),
 * 6 (custom) and 8 (official account) are not web logins of this plugin.
 */
export const OAUTH_PROVIDERS = [
  { name: 'github', type: 4, title: 'GitHub', icon: 'OauthGithub' },
  { name: 'google', type: 7, title: 'Google', icon: 'OauthGoogle' },
  { name: 'gitee', type: 3, title: 'Gitee', icon: 'OauthGitee' },
  { name: 'qq', type: 1, title: 'QQ', icon: 'OauthQq' },
  { name: 'wechat', type: 2, title: '微信', icon: 'OauthWechat' },
] as const

export type OauthProvider = (typeof OAUTH_PROVIDERS)[number]
export type OauthProviderName = OauthProvider['name']

/** The WeChat official account (公众号): scan-to-follow login and the login inside WeChat's browser; no button of its own. */
export const OFFICIAL_ACCOUNT = { name: 'officialaccount', type: 8, title: '微信公众号', icon: 'OauthWechat' } as const

/** The WeChat mini-program: its own login (wx.login code) and its confirmation of a web login's scan; no button either. */
export const MINI_PROGRAM = { name: 'wechatmp', type: 5, title: '微信小程序', icon: 'OauthWechat' } as const

/** Whoever can vouch for a visitor: the web providers, the official account and the mini-program. */
export type LoginSource = OauthProvider | typeof OFFICIAL_ACCOUNT | typeof MINI_PROGRAM

export function providerNamed(name: string): OauthProvider | undefined {
  return OAUTH_PROVIDERS.find((provider) => provider.name === name)
}

export function providerOfType(type: number): LoginSource | undefined {
  if (type === OFFICIAL_ACCOUNT.type) return OFFICIAL_ACCOUNT
  if (type === MINI_PROGRAM.type) return MINI_PROGRAM
  return OAUTH_PROVIDERS.find((provider) => provider.type === type)
}
