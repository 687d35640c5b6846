import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator, registerValidator } from '../../validators/user_validators.js'
import { assertRegistrationOpen, registerUser } from '../../actions/register_user.js'
import { loginUser } from '../../actions/login_user.js'
import { reserveLoginFailure, reserveRegistration, throttleLogin } from '../../services/rate_limits.js'
import { sessionToken, signIn, signOut } from '../../services/web_session.js'
import { currentUserJson } from '../../transformers/user_transformer.js'
import { assertSameSiteLogin } from '../../services/login_origin.js'

export default class AuthController {
  /** POST /api/v1/user/register */
  async register(ctx: HttpContext) {
    assertSameSiteLogin(ctx)
    await assertRegistrationOpen()
    const { code, ...input } = await ctx.request.validateUsing(registerValidator)
    const slot = await reserveRegistration(ctx)
    const user = await registerUser({ ...input, email_code: input.email_code || code }, ctx.request.ip()).catch(async (error) => {
      await slot.release()
      throw error
    })
    const token = await signIn(ctx, user)
    // Read back: the columns' defaults and what listeners of accounts:registered changed (credit_count).
    await user.refresh()
    return { user: await currentUserJson(user), token }
  }

  /** POST /api/v1/user/login */
  async login(ctx: HttpContext) {
    assertSameSiteLogin(ctx)
    const input = await ctx.request.validateUsing(loginValidator)
    await throttleLogin(ctx, input.username)
    const failureSlot = await reserveLoginFailure(ctx)
    const user = await loginUser(input, ctx.request.ip())
    await failureSlot.release()
    const token = await signIn(ctx, user)
    return { user: await currentUserJson(user), token }
  }

  /** DELETE /api/v1/user/logout */
  async logout(ctx: HttpContext) {
    await signOut(ctx)
    return {}
  }

  /** GET /api/v1/user/token: the caller's own login token (the admin header copies it). */
  async token(ctx: HttpContext) {
    return { token: await sessionToken(ctx, ctx.auth.getUserOrFail()) }
  }
}
