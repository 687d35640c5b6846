import type Category from '../models/category.js'
import { iso } from '#core/kernel/transformers/iso'

/** api-shapes §7 Category, snake_case with RFC 3339 dates. */
export function categoryJson(category: Category) {
  return {
    id: category.id,
    parent_id: category.parentId,
    title: category.title,
    type: category.type,
    enable: category.enable,
    doc_count: category.docCount,
    sort: category.sort,
    icon: category.icon,
    cover: category.cover,
    description: category.description,
    show_description: category.showDescription,
    created_at: iso(category.createdAt),
    updated_at: iso(category.updatedAt),
  }
}

export type CategoryJson = ReturnType<typeof categoryJson>
