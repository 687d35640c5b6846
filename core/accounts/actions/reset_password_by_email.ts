import { ApiError } from '#core/kernel/http/api_error'
import User from '../models/user.js'
import { claimEmailCode, claimResetLink, releaseEmailCode, retireEmailCodes } from '../services/email_codes.js'
import { EmailCodePurpose } from '../enums/email_code_purpose.js'
import { resetForgottenPassword } from './change_password.js'

/**
 * 找回密码 step two: the link's token or the mailed code proves the address; the password
 * changes and every session and token of the account ends. A failure after the code was used
 * hands it back.
 */
export async function resetPasswordByEmail(input: { email: string; code?: string; token?: string; password: string }) {
  if (!input.token && !input.code) throw ApiError.badRequest('请输入验证码')
  const email = input.email.toLowerCase()
  const row = input.token
    ? await claimResetLink(email, input.token)
    : await claimEmailCode(email, EmailCodePurpose.FindPassword, input.code!)
  try {
    const user = row.userId ? await User.find(row.userId) : null
    if (!user || user.email?.toLowerCase() !== email) throw ApiError.badRequest('该邮箱未绑定账号，请重新获取验证码')
    await resetForgottenPassword(user, input.password)
  } catch (error) {
    await releaseEmailCode(row)
    throw error
  }
  await retireEmailCodes(email, EmailCodePurpose.FindPassword)
}
