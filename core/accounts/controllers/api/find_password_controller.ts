import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { requestPasswordReset } from '../../actions/request_password_reset.js'
import { resetPasswordByEmail } from '../../actions/reset_password_by_email.js'
import { sendRegisterEmailCode } from '../../actions/send_register_email_code.js'
import { EmailCodePurpose } from '../../enums/email_code_purpose.js'
import { emailCodeValidator, findPasswordStepOneValidator, findPasswordStepTwoValidator } from '../../validators/email_code_validators.js'

export default class FindPasswordController {
  /** POST /api/v1/user/findpassword/stepone: the same {} whether or not the address has an account. */
  async stepOne(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(findPasswordStepOneValidator)
    await requestPasswordReset(ctx, input)
    return {}
  }

  /** PUT /api/v1/user/findpassword/steptwo */
  async stepTwo(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(findPasswordStepTwoValidator)
    await resetPasswordByEmail(input)
    return {}
  }

  /** POST /api/v1/user/email/code: type 0 registration, 2 find password (mails the reset link and code). */
  async emailCode(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(emailCodeValidator)
    if (input.type === EmailCodePurpose.Register) await sendRegisterEmailCode(ctx, input)
    else if (input.type === EmailCodePurpose.FindPassword) await requestPasswordReset(ctx, input)
    else throw ApiError.badRequest('暂不支持邮箱验证码登录')
    return {}
  }
}
