import type { HttpContext } from '@adonisjs/core/http'
import { listConfig } from '../../queries/config_list.js'
import { updateConfig } from '../../actions/update_config.js'
import { queryList, updateConfigMessages, updateConfigValidator } from '../../validators/config_validator.js'

export default class ConfigController {
  /** GET /api/v1/config/list?category=system&category=security */
  async list({ request }: HttpContext) {
    return { config: await listConfig(queryList(request.qs().category)) }
  }

  /** PUT /api/v1/config */
  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateConfigValidator, { messagesProvider: updateConfigMessages })
    await updateConfig(input)
    return {}
  }
}
