import type { HttpContext } from '@adonisjs/core/http'
import Document from '../../models/document.js'
import { grantDownload, grantReviewDownload } from '../../actions/download_grant.js'
import { verifyDownloadToken } from '../../actions/download_token.js'
import { documentFiles } from '../../services/document_files.js'
import { sanitizeFilename } from '../../services/conversion/sanitize_filename.js'
import { driveFileInfo, openDriveFile } from '../../queries/reader_drive_file.js'
import { parseRange } from '../../queries/reader_range.js'
import { listUserDownloads } from '../../queries/reader_user_downloads.js'
import { viewerOf } from '../../queries/reader_visibility.js'
import { documentIdValidator, downloadListValidator } from '../../validators/reader_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

const EXPIRED = '下载链接已失效'

/** attachment with an ASCII fallback and the RFC 5987 UTF-8 name every current browser uses. */
function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export default class DownloadController {
  /** GET /api/v1/document/download?id= → { url }: a short-lived signed link. */
  async link(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(documentIdValidator, { data: ctx.request.qs() })
    return grantDownload({ documentId: id, viewer: await viewerOf(ctx), ip: ctx.request.ip() })
  }

  /** GET /api/v1/document/download/bereviewed?id= (staff). */
  async reviewed(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(documentIdValidator, { data: ctx.request.qs() })
    return grantReviewDownload(id, await viewerOf(ctx))
  }

  /** GET /api/v1/user/download: the caller's own downloads, newest first. */
  async mine(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(downloadListValidator, { data: ctx.request.qs() })
    const { page, size } = pageOf(input, { max: 100 })
    return listUserDownloads(ctx.auth.getUserOrFail().id, page, size)
  }

  /** GET /download/:token: the original file, with byte ranges for resuming. */
  async file({ params, request, response }: HttpContext) {
    const expired = () => response.status(400).header('Content-Type', 'text/plain; charset=utf-8').send(EXPIRED)
    const claim = await verifyDownloadToken(String(params.token ?? ''))
    if (!claim) return expired()
    const document = await Document.find(claim.documentId)
    if (!document || document.hash !== claim.hash) return expired()

    const key = documentFiles.original(document.hash, document.ext)
    const info = await driveFileInfo(key)
    if (!info) return response.status(404).header('Content-Type', 'text/plain; charset=utf-8').send('文件不存在')

    const name = sanitizeFilename(`${document.title.replace(/[\\/]/g, '_')}${document.ext}`)
    response.header('Content-Disposition', contentDisposition(name))
    response.header('Content-Type', 'application/octet-stream')
    response.header('Accept-Ranges', 'bytes')
    response.header('Cache-Control', 'private, no-store')
    response.header('X-Content-Type-Options', 'nosniff')

    const range = parseRange(request.header('range'), info.size)
    if (range.kind === 'unsatisfiable') {
      response.header('Content-Range', `bytes */${info.size}`)
      return response.status(416).send('')
    }
    if (range.kind === 'partial') {
      response.status(206)
      response.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      response.header('Content-Length', String(range.end - range.start + 1))
      return response.stream(await openDriveFile(key, range))
    }
    response.header('Content-Length', String(info.size))
    return response.stream(await openDriveFile(key))
  }
}
