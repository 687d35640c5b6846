import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Category from '../../models/category.js'
import { createCategories } from '../../actions/create_categories.js'
import { updateCategory } from '../../actions/update_category.js'
import { deleteCategories } from '../../actions/delete_categories.js'
import { listCategories } from '../../queries/list_categories.js'
import { categoryJson } from '../../transformers/category_transformer.js'
import { validateCategoryListQuery, validateIds } from '../../validators/category_list_query.js'
import { pickFields } from '#core/kernel/http/query_list'
import { categoryMessages, createCategoryValidator, updateCategoryValidator } from '../../validators/category_validators.js'

export default class CategoryController {
  /** GET /api/v1/category/list: holders of 分类列表（全部） also see disabled categories and may search. */
  async list({ request, permitted }: HttpContext) {
    const query = await validateCategoryListQuery(request.qs())
    const rows = await listCategories(query, { permitted: Boolean(permitted) })
    return { category: pickFields(rows.map(categoryJson), query.fields) }
  }

  /** GET /api/v1/category?id= */
  async show({ request }: HttpContext) {
    const [id] = await validateIds(request.qs())
    return categoryJson(await findOrNotFound(Category, id, '分类不存在'))
  }

  /** POST /api/v1/category: one category per line of `title`. */
  async create({ request }: HttpContext) {
    const input = await request.validateUsing(createCategoryValidator, { messagesProvider: categoryMessages })
    await createCategories(input)
    return {}
  }

  async update({ request }: HttpContext) {
    const input = await request.validateUsing(updateCategoryValidator, { messagesProvider: categoryMessages })
    await updateCategory(input)
    return {}
  }

  /** DELETE /api/v1/category?id=1&id=2 */
  async destroy({ request }: HttpContext) {
    await deleteCategories(await validateIds(request.qs()))
    return {}
  }
}
