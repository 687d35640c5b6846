import { defineSettings, type FieldNote, type SettingField } from '#core/settings/contracts'
import { OAUTH_PROVIDERS, type OauthProvider } from './providers.js'

/** What each provider's console calls the app's id and secret, so the operator finds them under the same names. */
const CREDENTIAL_NAMES: Record<OauthProvider['name'], { id: string; secret: string }> = {
  github: { id: 'Client ID', secret: 'Client secret' },
  google: { id: '客户端 ID', secret: '客户端密钥' },
  gitee: { id: 'Client ID', secret: 'Client Secret' },
  qq: { id: 'APP ID', secret: 'APP Key' },
  wechat: { id: 'AppID', secret: 'AppSecret' },
}

const HOSTS: Record<OauthProvider['name'], string> = {
  github: 'GitHub 的 Settings → Developer settings → OAuth Apps',
  google: 'Google Cloud 控制台的 API 和服务 → 凭据',
  gitee: 'Gitee 的 设置 → 第三方应用',
  qq: 'QQ 互联管理中心',
  wechat: '微信开放平台的网站应用',
}

function providerFields(provider: OauthProvider): SettingField[] {
  const { name, title } = provider
  const names = CREDENTIAL_NAMES[name]
  return [
    { name: `${name}_enable`, label: `启用${title}登录`, input: 'switch', default: false },
    {
      name: `${name}_client_id`,
      label: `${title} ${names.id}`,
      input: 'text',
      default: '',
      maxLength: 255,
      help: `在${HOSTS[name]}中创建应用，并登记下面的回调地址（由 系统设置 → 网站域名 生成）`,
    },
    { name: `${name}_client_secret`, label: `${title} ${names.secret}`, input: 'password', default: '', secret: true, maxLength: 255 },
    { name: `${name}_authorize_url`, label: `${title} 授权地址`, input: 'text', default: '', maxLength: 255, help: '留空使用官方地址' },
    { name: `${name}_token_url`, label: `${title} 令牌地址`, input: 'text', default: '', maxLength: 255, help: '留空使用官方地址' },
    { name: `${name}_userinfo_url`, label: `${title} 用户信息地址`, input: 'text', default: '', maxLength: 255, help: '留空使用官方地址' },
  ]
}

/** 系统设置 → 第三方登录 (/admin/config/oauth): per provider, on/off, the app's id and secret, and endpoint overrides. */
export const oauthSettings = defineSettings({
  name: 'oauth',
  title: '第三方登录',
  fieldNotes: async () => {
    // Loaded when the page opens: the drivers are not needed to declare the settings.
    const { callbackUrl } = await import('./drivers/provider_driver.js')
    const { siteBaseUrl } = await import('#core/seo/contracts')
    const notes: Record<string, FieldNote> = {}
    for (const provider of OAUTH_PROVIDERS) {
      notes[`${provider.name}_client_id`] = { label: '回调地址', value: await callbackUrl(provider.name) }
    }
    notes.officialaccount_appid = { label: '服务器地址（URL）', value: `${await siteBaseUrl()}/api/v1/oauth/officialaccount/event` }
    return notes
  },
  fields: [
    ...OAUTH_PROVIDERS.flatMap(providerFields),
    { name: 'officialaccount_enable', label: '启用微信公众号扫码登录', input: 'switch', default: false },
    {
      name: 'officialaccount_appid',
      label: '公众号 AppID',
      input: 'text',
      default: '',
      maxLength: 64,
      help: '公众号后台 → 设置与开发 → 基本配置；服务器地址（URL）填下面的地址',
    },
    { name: 'officialaccount_secret', label: '公众号 AppSecret', input: 'password', default: '', secret: true, maxLength: 255 },
    {
      name: 'officialaccount_token',
      label: '公众号服务器令牌（Token）',
      input: 'password',
      default: '',
      secret: true,
      maxLength: 64,
      help: '与公众号后台服务器配置中的 Token 相同，用于校验微信推送的扫码事件',
    },
    {
      name: 'officialaccount_api_url',
      label: '公众号接口地址',
      input: 'text',
      default: '',
      maxLength: 255,
      help: '留空使用 https://api.weixin.qq.com',
    },
  ],
})

/**
 * 小程序配置 (/admin/config/miniprogram; MOREDOC's `mp` category): the WeChat mini-program's app,
 * which its login (POST /api/v1/oauth/wechatmp/login) and the sign-in by mini-program code use.
 */
export const miniProgramSettings = defineSettings({
  name: 'mp',
  title: '小程序配置',
  page: 'config/miniprogram',
  fields: [
    { name: 'enable', label: '启用微信小程序登录', input: 'switch', default: false },
    {
      name: 'appid',
      label: '小程序 AppID',
      input: 'text',
      default: '',
      maxLength: 64,
      help: '小程序后台 → 开发管理 → 开发设置；用于小程序内登录和小程序码扫码登录',
    },
    { name: 'secret', label: '小程序 AppSecret', input: 'password', default: '', secret: true, maxLength: 255 },
    {
      name: 'page',
      label: '小程序扫码确认页',
      input: 'text',
      default: '',
      maxLength: 255,
      help: '小程序码打开的页面（如 pages/scan/index），留空打开小程序首页；页面从 scene 参数读取登录场景值',
    },
    {
      name: 'api_url',
      label: '小程序接口地址',
      input: 'text',
      default: '',
      maxLength: 255,
      help: '留空使用 https://api.weixin.qq.com',
    },
  ],
})

export interface ProviderSettings {
  enable: boolean
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
}
