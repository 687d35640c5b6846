import type { HttpContext } from '@adonisjs/core/http'
import { assertSameSiteLogin } from '#core/accounts/contracts'
import { mobileFindPasswordValidator, mobileLoginValidator, mobileRegisterValidator } from '../../validators/sms_validators.js'
import { findPasswordByMobile, loginByMobile, registerByMobile } from '../../actions/mobile_auth.js'

export default class MobileAuthController {
  /** POST /api/v1/user/register/mobile */
  async register(ctx: HttpContext) {
    assertSameSiteLogin(ctx)
    return registerByMobile(ctx, await ctx.request.validateUsing(mobileRegisterValidator))
  }

  /** POST /api/v1/user/login/mobile */
  async login(ctx: HttpContext) {
    assertSameSiteLogin(ctx)
    return loginByMobile(ctx, await ctx.request.validateUsing(mobileLoginValidator))
  }

  /** POST /api/v1/user/findpassword/mobile */
  async findPassword(ctx: HttpContext) {
    return findPasswordByMobile(await ctx.request.validateUsing(mobileFindPasswordValidator))
  }
}
