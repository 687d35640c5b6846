import type { HttpContext } from '@adonisjs/core/http'
import { captchaQueryValidator } from '../../validators/user_validators.js'
import { createCaptcha } from '../../services/captcha_service.js'

export default class CaptchaController {
  /** GET /api/v1/user/captcha?type= */
  async show({ request }: HttpContext) {
    const { type } = await captchaQueryValidator.validate(request.qs())
    return createCaptcha(type)
  }
}
