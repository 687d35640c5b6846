import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pagingParams, queryList } from '#core/kernel/http/query_list'
import { usernameMessages, usernameRule } from '#core/accounts/contracts'
import { MOBILE_PATTERN, SMS_STATUSES, SMS_TYPES } from '../enums.js'

const mobile = () => vine.string().trim().regex(MOBILE_PATTERN)
const code = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4,8}$/)

const messages = {
  'mobile.required': '请输入手机号码',
  'mobile.regex': '请输入正确的手机号码',
  'code.required': '请输入短信验证码',
  'code.regex': '验证码错误或已过期',
  'captcha.required': '请输入验证码',
  'type.required': '短信类型错误',
  'type.in': '短信类型错误',
  'password.required': '请输入密码',
  'password.minLength': '密码长度至少为6个字符',
  'password.maxLength': '密码长度不能超过64个字符',
  'username.filled': '请输入用户名',
  ...usernameMessages,
}

function withMessages<V extends { messagesProvider: any }>(validator: V) {
  validator.messagesProvider = new SimpleMessagesProvider(messages)
  return validator
}

export const sendSmsValidator = withMessages(
  vine.create({
    mobile: mobile(),
    type: vine.number().in(SMS_TYPES),
    captcha_id: vine.string().trim().maxLength(64).optional(),
    captcha: vine.string().trim().maxLength(16),
  })
)

export const mobileRegisterValidator = withMessages(
  vine.create({
    mobile: mobile(),
    code: code(),
    password: vine.string().minLength(6).maxLength(64).optional(),
    username: usernameRule().optional(),
  })
)

export const mobileLoginValidator = withMessages(vine.create({ mobile: mobile(), code: code() }))

export const mobileFindPasswordValidator = withMessages(
  vine.create({ mobile: mobile(), code: code(), password: vine.string().minLength(6).maxLength(64) })
)

export const smsIdValidator = vine.create({ id: vine.number().withoutDecimals().positive() })

export const listSmsValidator = vine.create({
  ...pagingParams(100),
  type: vine.array(vine.number().in(SMS_TYPES)).parse(queryList).optional(),
  status: vine.array(vine.number().in(SMS_STATUSES)).parse(queryList).optional(),
  mobile: vine.string().trim().maxLength(20).optional(),
})
