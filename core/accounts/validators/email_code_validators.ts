import vine from '@vinejs/vine'
import { filled, requiredMessage, withMessages } from './messages.js'
import { EmailCodePurposeEnum } from '../enums/email_code_purpose.js'

const email = () => vine.string().trim().use(filled()).maxLength(128).email()
const captcha = {
  captcha: vine.string().trim().maxLength(16).optional(),
  captcha_id: vine.string().trim().maxLength(64).optional(),
}
const emailMessages = {
  ...requiredMessage('email', '请输入电子邮箱'),
  'email.email': '请输入正确的电子邮箱',
  'email.maxLength': '请输入正确的电子邮箱',
}

export const findPasswordStepOneValidator = withMessages(vine.create({ email: email(), ...captcha }), emailMessages)

export const findPasswordStepTwoValidator = withMessages(
  vine.create({
    email: email(),
    code: vine.string().trim().maxLength(16).optional(),
    token: vine.string().trim().maxLength(1024).optional(),
    password: vine.string().use(filled()).minLength(6).maxLength(64),
  }),
  {
    ...emailMessages,
    ...requiredMessage('password', '请输入新密码'),
    'password.minLength': '密码长度至少为6个字符',
    'password.maxLength': '密码长度不能超过64个字符',
  }
)

export const emailCodeValidator = withMessages(
  vine.create({
    email: email(),
    type: vine.number().in(EmailCodePurposeEnum.options.map((option) => option.value)),
    ...captcha,
  }),
  { ...emailMessages, 'type.required': '验证码类型错误', 'type.number': '验证码类型错误', 'type.in': '验证码类型错误' }
)
