import type { HttpContext } from '@adonisjs/core/http'
import { settings } from '#core/settings/contracts'
import { siteBaseUrl } from '../../site_url.js'
import { robotsTxt } from '../../robots.js'
import type { SeoSettings } from '../../settings.js'

export default class RobotsController {
  /** GET /robots.txt: open even on a closed site, where it turns every crawler away. */
  async show({ response }: HttpContext) {
    const security = await settings.group<{ is_close: boolean; login_required: boolean }>('security')
    const seo = await settings.group<SeoSettings>('seo')
    const text = robotsTxt({
      baseUrl: await siteBaseUrl(),
      extra: seo.robots_extra ?? '',
      closed: Boolean(security.is_close || security.login_required),
    })
    response.header('Content-Type', 'text/plain; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=300')
    return response.send(text)
  }
}
