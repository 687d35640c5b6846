import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { textOfQuery } from '#core/kernel/http/query_list'
import { checkDependencies } from '../health/dependency_checks.js'

/** The longest `name` a ping echoes. */
const NAME_LENGTH = 64

/**
 * GET /health for load balancers and monitors: each dependency's status, 200 when all
 * that are in use answer, 503 when one is down.
 */
export default class HealthController {
  async show({ response }: HttpContext) {
    const health = await checkDependencies()
    response.header('Cache-Control', 'no-store')
    return response.status(health.status === 'ok' ? 200 : 503).send(health)
  }

  /**
   * GET /api/v1/ping and /api/v1/health/ping (MOREDOC's HealthAPI.Ping): the `name` sent, echoed
   * with the time, and the status /health gives (503 when a dependency in use is down).
   */
  async ping({ request, response }: HttpContext) {
    const health = await checkDependencies()
    response.header('Cache-Control', 'no-store')
    return response.status(health.status === 'ok' ? 200 : 503).send({
      name: [...textOfQuery(request.qs().name)].slice(0, NAME_LENGTH).join(''),
      created_at: DateTime.now().toISO({ suppressMilliseconds: true }),
      status: health.status,
    })
  }
}
