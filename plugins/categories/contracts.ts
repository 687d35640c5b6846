/** What other plugins may use of categories: the model, tree reads, the usage hook and the count of what is filed. */
export { default as Category } from './models/category.js'
export { categoryJson } from './transformers/category_transformer.js'
export type { CategoryJson } from './transformers/category_transformer.js'
export { categoryTree, effectivelyEnabledIds, descendantIds, categoryPath, withAncestors } from './services/category_tree.js'
export type { CategoryNode } from './services/category_tree.js'
export { categoryOptions } from './queries/category_options.js'
export type { CategoryOption } from './queries/category_options.js'
export { categoryCards, categoryHref } from './services/category_cards.js'
export { categoriesByOwner } from './queries/categories_by_owner.js'
export type { CategoryLink } from './queries/categories_by_owner.js'
export type { CategoryCardItem } from './services/category_cards.js'
export { categoryUsage } from './extension_points.js'
export { setCategoryCount } from './actions/set_category_count.js'
export { CATEGORY_TYPE } from './enums/category_type.js'
export { CategoriesPermission } from './permissions.js'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** Categories were edited (title, parent, state): what is filed under them may need re-indexing. */
    'categories:changed': { categoryIds: number[] }
  }
}

/** For importers (the MOREDOC migration): the size a category image may have. */
export { CATEGORY_IMAGE_MAX_BYTES } from './actions/upload_category_image.js'
