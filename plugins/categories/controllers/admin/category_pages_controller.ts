import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import Category from '../../models/category.js'
import { categoryJson } from '../../transformers/category_transformer.js'
import { categoryTree } from '../../services/category_tree.js'
import { CATEGORY_TYPE } from '../../enums/category_type.js'

export default class CategoryPagesController {
  /** The tree loads through the JSON API, so it refreshes in place after edits. */
  async documentCategories(ctx: HttpContext) {
    return renderPage(ctx, 'categories/admin/category_list', { type: CATEGORY_TYPE.Document })
  }

  /** The form gets the category and its type's tree (for the parent picker) with the page. */
  async edit(ctx: HttpContext) {
    const id = Number(ctx.request.qs().id)
    const category = Number.isInteger(id) && id > 0 ? await Category.find(id) : null
    if (!category) {
      return renderPage(ctx, 'categories/admin/category_edit', { category: null, tree: [] })
    }
    return renderPage(ctx, 'categories/admin/category_edit', {
      category: categoryJson(category),
      tree: await categoryTree(category.type),
    })
  }
}
