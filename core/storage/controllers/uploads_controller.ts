import type { HttpContext } from '@adonisjs/core/http'
import storage from '../storage_service.js'

/**
 * GET /uploads/*: stored images, streamed from the drive. Content-addressed, so cached for
 * a year. Even an SVG opened on its own cannot run anything: no scripts, no sniffing.
 */
export default class UploadsController {
  async show({ params, request, response }: HttpContext) {
    const segments = (params['*'] ?? []) as string[]
    const file = await storage.openUpload(segments)
    if (!file) return response.status(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not Found')

    const etag = `"${file.hash}"`
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    response.header('ETag', etag)
    response.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    response.header('X-Content-Type-Options', 'nosniff')
    if (request.header('if-none-match') === etag) {
      file.stream.destroy()
      return response.status(304).send('')
    }
    response.header('Content-Type', file.contentType)
    if (file.size !== undefined) response.header('Content-Length', String(file.size))
    return response.stream(file.stream)
  }
}
