import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MINI_PROGRAM, OAUTH_PROVIDERS, OFFICIAL_ACCOUNT } from '../providers.js'

const oauthType = (types: number[] = OAUTH_PROVIDERS.map((provider) => provider.type)) => vine.number().withoutDecimals().in(types)

export const oauthMessages = new SimpleMessagesProvider({
  'oauth_type.in': '不支持的登录方式',
  'oauth_type.number': '不支持的登录方式',
  'oauth_type.required': '请选择登录方式',
  'openid.required': '绑定信息不完整，请重新登录',
  'session.required': '绑定信息不完整，请重新登录',
  'id': '请选择要解除的绑定',
})

export const oauthLoginValidator = vine.create(
  vine.object({
    oauth_type: oauthType(),
    code: vine.string().trim().maxLength(512).optional(),
    state: vine.string().trim().maxLength(512).optional(),
  })
)

export const oauthBindValidator = vine.create(
  vine.object({
    oauth_type: oauthType([...OAUTH_PROVIDERS.map((provider) => provider.type), OFFICIAL_ACCOUNT.type, MINI_PROGRAM.type]),
    openid: vine.string().trim().minLength(1).maxLength(128),
    session: vine.string().trim().minLength(1).maxLength(128),
  })
)

export const unbindValidator = vine.create(vine.object({ id: vine.number().withoutDecimals().positive() }))

export const scanCheckValidator = vine.create(vine.object({ scene: vine.string().trim().minLength(8).maxLength(64) }))

export const mpSceneValidator = vine.create(vine.object({ scene: vine.string().trim().minLength(8).maxLength(32) }))

/** The page the share is made on: an absolute http(s) address, as wx.config wants it signed. */
export const shareUrlValidator = vine.create(
  vine.object({
    url: vine
      .string()
      .trim()
      .url({ require_protocol: true, protocols: ['http', 'https'] })
      .maxLength(2048),
  })
)

export const wechatCodeValidator = vine.create(vine.object({ code: vine.string().trim().minLength(1).maxLength(512) }))
