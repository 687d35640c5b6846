import { defineLabeledEnum } from '#core/kernel/labeled_enum'

/** The `type` of POST /api/v1/user/email/code, numbered like the SMS purposes of the spec. */
export const EmailCodePurposeEnum = defineLabeledEnum({
  Register: [0, '注册账号'],
  Login: [1, '登录'],
  FindPassword: [2, '找回密码'],
})

export const EmailCodePurpose = EmailCodePurposeEnum.values
export type EmailCodePurposeValue = (typeof EmailCodePurpose)[keyof typeof EmailCodePurpose]
