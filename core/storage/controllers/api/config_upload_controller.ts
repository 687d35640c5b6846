import type { HttpContext } from '@adonisjs/core/http'
import { attachmentJson } from '../../transformers/attachment_transformer.js'
import { uploadConfigImage } from '../../actions/upload_config_image.js'

export default class ConfigUploadController {
  /** POST /api/v1/upload/config (multipart field `file`): an image for a setting; the client stores `data.path`. */
  async store({ auth, request }: HttpContext) {
    const attachment = await uploadConfigImage(auth.getUserOrFail().id, request.file('file'), request.ip())
    return { code: 200, message: '上传成功', data: attachmentJson(attachment) }
  }
}
