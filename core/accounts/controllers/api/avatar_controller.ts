import type { HttpContext } from '@adonisjs/core/http'
import { attachmentJson } from '#core/storage/contracts'
import { uploadAvatar } from '../../actions/upload_avatar.js'

export default class AvatarController {
  /** POST /api/v1/upload/avatar (multipart field `file`) */
  async store({ auth, request }: HttpContext) {
    const attachment = await uploadAvatar(auth.getUserOrFail(), request.file('file'), request.ip())
    return { code: 200, message: '上传成功', data: attachmentJson(attachment) }
  }
}
