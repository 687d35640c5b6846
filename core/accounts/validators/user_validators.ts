import vine from '@vinejs/vine'
import { pagingParams } from '#core/kernel/http/query_list'
import type { FieldContext } from '@vinejs/vine/types'
import { filled, requiredMessage, withMessages } from './messages.js'
import { knownCaptchaTypes } from '../captcha_types.js'

/** Letters, digits, underscore and Chinese characters. */
const USERNAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fa5]+$/
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

/** A username must not pass for an e-mail address or a phone number (both can log in). */
const notContactLike = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (value.includes('@')) field.report('用户名不能是邮箱地址', 'notEmail', field)
  else if (/^\+?\d{11,}$/.test(value) || MOBILE_PATTERN.test(value)) field.report('用户名不能是手机号码', 'notMobile', field)
})

/** The rule of a username wherever one is chosen: registration, the profile, a phone sign-up. */
export const username = () => vine.string().trim().use(filled()).use(notContactLike()).minLength(2).maxLength(32).regex(USERNAME_PATTERN)

export const usernameMessages = {
  'username.minLength': '用户名长度为2到32个字符',
  'username.maxLength': '用户名长度为2到32个字符',
  'username.regex': '用户名只能包含字母、数字、下划线和汉字',
}

const captcha = {
  captcha: vine.string().trim().maxLength(16).optional(),
  captcha_id: vine.string().trim().maxLength(64).optional(),
}

export const registerValidator = withMessages(
  vine.create({
    username: username(),
    password: vine.string().use(filled()).minLength(6).maxLength(64),
    email: vine.string().trim().use(filled()).maxLength(128).email(),
    email_code: vine.string().trim().maxLength(16).optional(),
    /** MOREDOC's clients send the e-mail code as `code`. */
    code: vine.string().trim().maxLength(16).optional(),
    ...captcha,
  }),
  {
    ...requiredMessage('username', '请输入用户名'),
    ...usernameMessages,
    ...requiredMessage('password', '请输入密码'),
    'password.minLength': '密码长度至少为6个字符',
    'password.maxLength': '密码长度不能超过64个字符',
    ...requiredMessage('email', '请输入电子邮箱'),
    'email.email': '请输入正确的电子邮箱',
    'email.maxLength': '请输入正确的电子邮箱',
  }
)

export const loginValidator = withMessages(
  vine.create({
    username: vine.string().trim().use(filled()).maxLength(128),
    password: vine.string().use(filled()).maxLength(64),
    ...captcha,
  }),
  {
    ...requiredMessage('username', '请输入用户名或邮箱'),
    'username.maxLength': '用户名或密码错误',
    ...requiredMessage('password', '请输入密码'),
    'password.maxLength': '用户名或密码错误',
  }
)

const profileValidator = withMessages(
  vine.create({
    username: username(),
    realname: vine.string().trim().maxLength(64).optional(),
    identity: vine.string().trim().maxLength(32).optional(),
    address: vine.string().trim().maxLength(255).optional(),
    signature: vine.string().trim().maxLength(255).optional(),
    email: vine.string().trim().maxLength(128).email().optional(),
    mobile: vine.string().trim().regex(MOBILE_PATTERN).optional(),
    /** Staff only (another account's profile): a note members never see. */
    remark: vine.string().trim().maxLength(255).optional(),
  }),
  {
    ...requiredMessage('username', '请输入您的登录用户名'),
    ...usernameMessages,
    'realname.maxLength': '真实姓名不能超过64个字符',
    'identity.maxLength': '身份证号不能超过32个字符',
    'address.maxLength': '联系地址不能超过255个字符',
    'signature.maxLength': '个性签名不能超过255个字符',
    'email.email': '请输入正确的电子邮箱',
    'email.maxLength': '请输入正确的电子邮箱',
    'mobile.regex': '请输入正确的手机号码',
  }
)

/** An empty e-mail or phone in the profile form means "not set", never "clear it". */
export function validateProfile(input: Record<string, unknown>) {
  const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
  return profileValidator.validate({
    ...input,
    email: blankToUndefined(input.email),
    mobile: blankToUndefined(input.mobile),
  })
}

const newPassword = () => vine.string().use(filled()).minLength(6).maxLength(64)
const newPasswordMessages = {
  ...requiredMessage('new_password', '请输入您的新密码'),
  'new_password.minLength': '新密码长度至少为6个字符',
  'new_password.maxLength': '新密码长度不能超过64个字符',
}

export const ownPasswordValidator = withMessages(
  vine.create({
    old_password: vine.string().use(filled()).maxLength(64),
    new_password: newPassword(),
  }),
  { ...requiredMessage('old_password', '请输入您的原密码'), 'old_password.maxLength': '原密码错误', ...newPasswordMessages }
)

export const otherPasswordValidator = withMessages(vine.create({ new_password: newPassword() }), newPasswordMessages)

export const passwordTargetValidator = withMessages(vine.create({ id: vine.number().withoutDecimals().min(0).optional() }), {
  'id.number': '用户ID错误',
  'id.withoutDecimals': '用户ID错误',
  'id.min': '用户ID错误',
})

export const userQueryValidator = withMessages(vine.create({ id: vine.number().withoutDecimals().min(0).optional() }), {
  'id.number': 'ID错误',
  'id.withoutDecimals': 'ID错误',
  'id.min': 'ID错误',
})

export const captchaQueryValidator = withMessages(vine.create({ type: vine.enum(() => knownCaptchaTypes()) }), {
  'type.required': '验证码类型错误',
  'type.enum': '验证码类型错误',
})

/** GET /api/v1/user/dynamic: size is clamped to 10–100 as in the API family, not refused. */
export const dynamicQueryValidator = withMessages(
  vine.create({
    id: vine.number().withoutDecimals().min(0).optional(),
    ...pagingParams(),
  }),
  {
    'id.number': 'ID错误',
    'id.withoutDecimals': 'ID错误',
    'id.min': 'ID错误',
    'page.number': '页码错误',
    'page.withoutDecimals': '页码错误',
    'page.min': '页码错误',
    'size.number': '每页数量错误',
    'size.withoutDecimals': '每页数量错误',
    'size.min': '每页数量错误',
  }
)
