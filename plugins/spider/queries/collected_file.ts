import { ApiError } from '#core/kernel/http/api_error'
import { Attachment, storage } from '#core/storage/contracts'
import { documentFiles } from '#plugins/documents/contracts'
import SpiderDocument from '../models/spider_document.js'

/** The file a spider document downloaded, opened from the drive for staff to look at before publishing. */
export async function openCollectedFile(id: number) {
  const row = await SpiderDocument.find(id)
  if (!row) throw ApiError.notFound('采集文档不存在')
  const attachment = row.attachmentId ? await Attachment.find(row.attachmentId) : null
  if (!attachment) throw ApiError.notFound('这个采集文档还没有下载的文件')
  const key = documentFiles.original(attachment.hash, attachment.ext)
  const disk = storage.disk()
  if (!(await disk.exists(key))) throw ApiError.notFound('文件不存在')
  const meta = await disk.getMetaData(key).catch(() => null)
  return {
    stream: await disk.getStream(key),
    contentType: meta?.contentType || 'application/octet-stream',
    size: meta?.contentLength,
    name: attachment.name,
    ext: attachment.ext,
  }
}
