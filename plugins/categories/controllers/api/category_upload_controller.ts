import type { HttpContext } from '@adonisjs/core/http'
import { attachmentJson } from '#core/storage/contracts'
import { uploadCategoryImage } from '../../actions/upload_category_image.js'

export default class CategoryUploadController {
  /** POST /api/v1/upload/category (multipart field `file`): a cover or icon image. */
  async store({ auth, request }: HttpContext) {
    const attachment = await uploadCategoryImage(auth.getUserOrFail().id, request.file('file'), request.ip())
    return { code: 200, message: '上传成功', data: attachmentJson(attachment) }
  }
}
