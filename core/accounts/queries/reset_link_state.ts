import { ApiError } from '#core/kernel/http/api_error'
import { checkResetLink } from '../services/email_codes.js'

/**
 * Why the reset link of a mail no longer works ('' while it does), read without using it up:
 * the page says so before anyone types a new password.
 */
export async function resetLinkProblem(email: string, token: string): Promise<string> {
  if (!email || !token) return '找回密码链接无效，请重新获取'
  try {
    await checkResetLink(email, token)
    return ''
  } catch (error) {
    if (error instanceof ApiError) return error.message
    // A token that does not decrypt throws inside the decrypter on some inputs.
    return '找回密码链接无效，请重新获取'
  }
}
