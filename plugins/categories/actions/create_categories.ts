import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import Category from '../models/category.js'
import type { CreateCategoryInput } from '../validators/category_validators.js'
import { assertValidParent, takenTitles } from './category_rules.js'

const MAX_TITLE = 64

/** The distinct, trimmed, non-empty lines of a title field. */
export function splitTitles(title: string) {
  return [
    ...new Set(
      title
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    ),
  ]
}

/**
 * Creates one sibling per line of `title`, sharing every other field. Names that already
 * exist under the parent are skipped; when every name exists, nothing was asked for that
 * could be done, so that is an error.
 */
export async function createCategories(input: CreateCategoryInput) {
  const titles = splitTitles(input.title)
  if (titles.length === 0) throw ApiError.badRequest('请填写分类名称')
  const tooLong = titles.find((title) => title.length > MAX_TITLE)
  if (tooLong) throw ApiError.badRequest(`分类名称不能超过 ${MAX_TITLE} 个字符：${tooLong}`)
  const type = input.type ?? 0
  const parentId = input.parent_id ?? 0

  return db.transaction(async (trx) => {
    await assertValidParent(parentId, type, undefined, trx)
    const taken = await takenTitles(parentId, type, titles, trx)
    const fresh = titles.filter((title) => !taken.has(title))
    if (fresh.length === 0) throw ApiError.badRequest('分类名称已存在')
    const created: Category[] = []
    for (const title of fresh) {
      created.push(
        await Category.create(
          {
            title,
            type,
            parentId,
            enable: input.enable ?? true,
            sort: input.sort ?? 0,
            icon: input.icon ?? '',
            cover: input.cover ?? '',
            description: input.description ?? '',
            showDescription: input.show_description ?? false,
            docCount: 0,
          },
          { client: trx }
        )
      )
    }
    return created
  })
}
