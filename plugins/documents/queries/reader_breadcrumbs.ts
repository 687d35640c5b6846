import { categoryPath, type CategoryJson } from '#plugins/categories/contracts'

/** Root → deepest of the document's categories: the breadcrumbs of the reader. */
export async function deepestCategoryPath(categoryIds: number[]): Promise<CategoryJson[]> {
  let deepest: CategoryJson[] = []
  for (const id of categoryIds) {
    const path = await categoryPath(id)
    if (path.length > deepest.length) deepest = path
  }
  return deepest
}
