import type { HttpContext } from '@adonisjs/core/http'
import { sendRobots } from '../../services/serve_crawler_files.js'

export default class RobotsController {
  /** GET /robots.txt for a visitor with a session; crawlers are answered by the fast route. */
  async show({ response }: HttpContext) {
    await sendRobots(response)
  }
}
