import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import { attachmentJson } from '#core/storage/contracts'
import Banner from '../../models/banner.js'
import { createBanner } from '../../actions/create_banner.js'
import { updateBanner } from '../../actions/update_banner.js'
import { deleteBanners } from '../../actions/delete_banners.js'
import { uploadBannerImage } from '../../actions/upload_banner_image.js'
import { listBanners } from '../../queries/list_banners.js'
import { bannerJson } from '../../transformers/banner_transformer.js'
import { pickFields } from '#core/kernel/http/query_list'
import { validateIds } from '../../validators/list_query.js'
import { bannerMessages, createBannerValidator, updateBannerValidator, validateBannerList } from '../../validators/banner_validators.js'

export default class BannerController {
  /** GET /api/v1/banner/list: callers without 横幅列表（全部） see enabled banners only. */
  async list({ request, permitted }: HttpContext) {
    const query = await validateBannerList(request.qs())
    const { total, rows } = await listBanners({ ...query, enable: permitted ? query.enable : [true] })
    return { total, banner: pickFields(rows.map(bannerJson), query.fields) }
  }

  /** GET /api/v1/banner?id= */
  async show({ request }: HttpContext) {
    const [id] = await validateIds(request.qs())
    return bannerJson(await findOrNotFound(Banner, id, '横幅不存在'))
  }

  async create({ request }: HttpContext) {
    const input = await request.validateUsing(createBannerValidator, { messagesProvider: bannerMessages })
    return bannerJson(await createBanner(input))
  }

  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateBannerValidator, { messagesProvider: bannerMessages })
    await updateBanner(input)
    return {}
  }

  /** DELETE /api/v1/banner?id=1&id=2 */
  async destroy({ request }: HttpContext) {
    await deleteBanners(await validateIds(request.qs()))
    return {}
  }

  /** POST /api/v1/upload/banner (multipart field `file`): the client puts `data.path` into the banner. */
  async upload({ auth, request }: HttpContext) {
    const attachment = await uploadBannerImage(auth.getUserOrFail().id, request.file('file'), request.ip())
    return { code: 200, message: '上传成功', data: attachmentJson(attachment) }
  }
}
