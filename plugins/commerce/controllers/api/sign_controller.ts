import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { signIn } from '../../actions/sign_in.js'
import { todaySign } from '../../queries/today_sign.js'
import { signJson } from '../../transformers/sign_transformer.js'

export default class SignController {
  /** GET /api/v1/user/sign: today's sign-in, 404 when the user has not signed in today. */
  async show({ auth }: HttpContext) {
    const sign = await todaySign(auth.getUserOrFail().id)
    if (!sign) throw ApiError.notFound('今日未签到')
    return signJson(sign)
  }

  /** PUT /api/v1/user/sign: sign in for today; 409 when already done. */
  async store({ auth, request }: HttpContext) {
    const { sign, message } = await signIn(auth.getUserOrFail().id, request.ip())
    return { ...signJson(sign), message }
  }
}
