import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Category from '../models/category.js'
import type { UpdateCategoryInput } from '../validators/category_validators.js'
import { assertValidParent, duplicateTitleMessage, takenTitles } from './category_rules.js'

/**
 * Changes the fields sent, leaving the others. A category keeps a unique name among its
 * siblings, never moves below itself, and changes type only while it has no children
 * (a tree holds one type).
 */
export async function updateCategory(input: UpdateCategoryInput) {
  const updated = await db.transaction(async (trx) => {
    const category = await findOrNotFound(Category, input.id, '分类不存在', { client: trx })
    const type = input.type ?? category.type
    const parentId = input.parent_id ?? category.parentId
    const title = input.title ?? category.title

    if (type !== category.type) {
      const child = await Category.query({ client: trx }).where('parentId', category.id).first()
      if (child) throw ApiError.badRequest('有子分类的分类不能修改类型')
    }
    if (parentId !== category.parentId || type !== category.type) {
      await assertValidParent(parentId, type, category.id, trx)
    }
    if ((await takenTitles(parentId, type, [title], trx, category.id)).size) {
      throw ApiError.badRequest(duplicateTitleMessage(title))
    }

    category.merge({
      title,
      type,
      parentId,
      ...(input.enable !== undefined && { enable: input.enable }),
      ...(input.sort !== undefined && { sort: input.sort }),
      ...(input.icon !== undefined && { icon: input.icon }),
      ...(input.cover !== undefined && { cover: input.cover }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.show_description !== undefined && { showDescription: input.show_description }),
    })
    await category.useTransaction(trx).save()
    return category
  })
  // What is filed under it shows the new title in search and listings.
  await emitter.emit('categories:changed', { categoryIds: [updated.id] })
  return updated
}
