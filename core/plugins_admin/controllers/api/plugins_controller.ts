import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import lifecycle, { PluginLifecycleError } from '#core/kernel/plugin_lifecycle'
import { pluginJson } from '../../transformers/plugin_transformer.js'
import { pluginActionMessages, pluginActionValidator } from '../../validators/plugin_action_validator.js'

/** A refusal of the lifecycle (a dependency, a plugin not loaded) is the admin's to read. */
async function refusingClearly<T>(action: Promise<T>): Promise<T> {
  try {
    return await action
  } catch (error) {
    if (error instanceof PluginLifecycleError) throw ApiError.badRequest(error.message)
    throw error
  }
}

export default class PluginsController {
  /** GET /api/v1/plugin/list: every plugin on disk, with its state here. */
  async list() {
    const plugins = (await lifecycle.list()).map(pluginJson)
    return { total: plugins.length, plugin: plugins }
  }

  /** PUT /api/v1/plugin/enable { plugin } */
  async enable({ request }: HttpContext) {
    const { plugin } = await request.validateUsing(pluginActionValidator, { messagesProvider: pluginActionMessages })
    return refusingClearly(lifecycle.enable(plugin))
  }

  /** PUT /api/v1/plugin/disable { plugin } */
  async disable({ request }: HttpContext) {
    const { plugin } = await request.validateUsing(pluginActionValidator, { messagesProvider: pluginActionMessages })
    return refusingClearly(lifecycle.disable(plugin))
  }

  /** PUT /api/v1/plugin/uninstall { plugin, purge } */
  async uninstall({ request }: HttpContext) {
    const { plugin, purge } = await request.validateUsing(pluginActionValidator, { messagesProvider: pluginActionMessages })
    return refusingClearly(lifecycle.uninstall(plugin, { purge: purge ?? false }))
  }
}
