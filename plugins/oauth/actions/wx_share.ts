import { createHash, randomBytes } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { ApiError } from '#core/kernel/http/api_error'
import { jsapiTicket, officialAccountConfig } from '../official_account/mp_client.js'
import { EXCHANGE_FAILED } from './provider_profile.js'

/**
 * GET /api/v1/oauth/wxshare/signature?url=: what wx.config needs to share a page inside WeChat,
 * signed with the official account's JS-SDK ticket (sha1 of the four fields in this order; the
 * url without its #fragment).
 */
export async function shareSignature(url: string) {
  const config = await officialAccountConfig()
  let ticket
  try {
    ticket = await jsapiTicket(config)
  } catch (error) {
    logger.warn({ err: error }, 'oauth: the official account refused a JS-SDK ticket')
    throw new ApiError(EXCHANGE_FAILED, 502)
  }
  const noncestr = randomBytes(8).toString('hex')
  const timestamp = Math.floor(Date.now() / 1000)
  const page = url.split('#')[0]
  const signature = createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${page}`)
    .digest('hex')
  return { appid: config.appid, timestamp, noncestr, signature }
}
