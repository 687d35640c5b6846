import type { HttpContext } from '@adonisjs/core/http'
import { checkDependencies } from '../health/dependency_checks.js'

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
}
