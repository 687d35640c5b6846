import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import Navigation from '../../models/navigation.js'
import { listNavigations } from '../../queries/navigation_queries.js'
import { createNavigation } from '../../actions/create_navigation.js'
import { updateNavigation } from '../../actions/update_navigation.js'
import { deleteNavigations } from '../../actions/delete_navigations.js'
import { navigationJson } from '../../transformers/navigation_transformer.js'
import { pickFields } from '#core/kernel/http/query_list'
import { validateIds, validateListQuery } from '../../validators/list_query.js'
import { createNavigationValidator, navigationMessages, updateNavigationValidator } from '../../validators/navigation_validator.js'

/** The header asks for everything at once (size 10000). */
const MAX_SIZE = 10000

export default class NavigationController {
  /** GET /api/v1/navigation/list: holders of 查看导航 also see disabled entries. */
  async list({ request, permitted }: HttpContext) {
    const query = await validateListQuery(request.qs(), MAX_SIZE)
    const { total, rows } = await listNavigations({ ...query, enabledOnly: !permitted })
    return { total, navigation: pickFields(rows.map(navigationJson), query.fields) }
  }

  /** GET /api/v1/navigation?id= */
  async show({ request, permitted }: HttpContext) {
    const [id] = await validateIds(request.qs())
    const navigation = await Navigation.find(id)
    if (!navigation || (!navigation.enable && !permitted)) {
      throw ApiError.notFound('导航不存在')
    }
    return navigationJson(navigation)
  }

  async create({ request }: HttpContext) {
    const input = await request.validateUsing(createNavigationValidator, { messagesProvider: navigationMessages })
    return navigationJson(await createNavigation(input))
  }

  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateNavigationValidator, { messagesProvider: navigationMessages })
    await updateNavigation(input)
    return {}
  }

  /** DELETE /api/v1/navigation?id=1&id=2 */
  async destroy({ request }: HttpContext) {
    await deleteNavigations(await validateIds(request.qs()))
    return {}
  }
}
