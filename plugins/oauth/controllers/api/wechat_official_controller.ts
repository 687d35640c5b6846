import type { HttpContext } from '@adonisjs/core/http'
import { scanCheckValidator, wechatCodeValidator } from '../../validators/oauth_validators.js'
import { assertFromWechat, checkScan, createScanTicket, loginWithWechatCode, recordScanEvent } from '../../actions/scan_login.js'

const MAX_PUSH_CHARS = 64 * 1024

/** WeChat pushes text/xml, which the body parser keeps as the raw body (its default raw types are text/*). */
function pushedXml(ctx: HttpContext) {
  return (ctx.request.raw() ?? '').slice(0, MAX_PUSH_CHARS)
}

export default class WechatOfficialController {
  /** GET /api/v1/user/wechat/ticket */
  async ticket() {
    return createScanTicket()
  }

  /** POST /api/v1/user/wechat/logincheck */
  async loginCheck(ctx: HttpContext) {
    const { scene } = await ctx.request.validateUsing(scanCheckValidator)
    return checkScan(ctx, scene)
  }

  /** POST /api/v1/user/wechat/login/wechatcode */
  async wechatCode(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(wechatCodeValidator)
    return loginWithWechatCode(ctx, code)
  }

  /** GET /api/v1/oauth/officialaccount/event: WeChat checks the server URL (echostr back when the signature holds). */
  async verify(ctx: HttpContext) {
    await assertFromWechat(ctx.request.qs())
    return ctx.response.type('text/plain').send(String(ctx.request.qs().echostr ?? ''))
  }

  /** POST /api/v1/oauth/officialaccount/event: the scan and follow events. WeChat wants "success". */
  async event(ctx: HttpContext) {
    await assertFromWechat(ctx.request.qs())
    await recordScanEvent(pushedXml(ctx))
    return ctx.response.type('text/plain').send('success')
  }
}
