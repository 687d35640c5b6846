import type { HttpContext } from '@adonisjs/core/http'
import { mpSceneValidator, shareUrlValidator, wechatCodeValidator } from '../../validators/oauth_validators.js'
import {
  confirmMiniProgramScan,
  createMiniProgramScan,
  loginWithMiniProgramCode,
  miniProgramScanStatus,
} from '../../actions/mini_program_login.js'
import { shareSignature } from '../../actions/wx_share.js'

export default class WechatMiniProgramController {
  /** POST /api/v1/oauth/wechatmp/login */
  async login(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(wechatCodeValidator)
    return loginWithMiniProgramCode(ctx, code)
  }

  /** GET /api/v1/oauth/wechatmp/scan/code */
  async scanCode() {
    return createMiniProgramScan()
  }

  /** POST /api/v1/oauth/wechatmp/scan/login/status */
  async scanStatus(ctx: HttpContext) {
    const { scene } = await ctx.request.validateUsing(mpSceneValidator)
    return miniProgramScanStatus(ctx, scene)
  }

  /** POST /api/v1/oauth/wechatmp/scan/login (signed in, from the mini-program) */
  async confirmScan(ctx: HttpContext) {
    const { scene } = await ctx.request.validateUsing(mpSceneValidator)
    return confirmMiniProgramScan(ctx.auth.getUserOrFail(), scene)
  }

  /** GET /api/v1/oauth/wxshare/signature?url= */
  async shareSignature(ctx: HttpContext) {
    const { url } = await shareUrlValidator.validate(ctx.request.qs())
    return shareSignature(url)
  }
}
