import { categoryPath, type Category, type CategoryJson } from '#plugins/categories/contracts'

/**
 * Root → deepest of the document's categories: the breadcrumbs of the reader. A document is
 * filed under the whole path of its category, so its own categories are usually every step.
 */
export async function deepestCategoryPath(categories: Category[]): Promise<CategoryJson[]> {
  let deepest: CategoryJson[] = []
  for (const category of categories) {
    const path = await categoryPath(category.id, categories)
    if (path.length > deepest.length) deepest = path
  }
  return deepest
}
