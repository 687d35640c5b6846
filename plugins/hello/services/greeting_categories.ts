import registry from '#core/kernel/plugin_registry'

/**
 * The categories a greeting may be filed under: the enabled article categories, while the
 * categories plugin is on (hello only enhances it, so it is imported when it is there).
 */
export async function greetingCategories(): Promise<{ value: number; label: string }[]> {
  if (!registry.isEnabled('categories')) return []
  const { Category, CATEGORY_TYPE } = await import('#plugins/categories/contracts')
  const rows = await Category.query().where('type', CATEGORY_TYPE.Article).where('enable', true).orderBy('sort', 'desc').orderBy('id')
  return rows.map((category) => ({ value: category.id, label: category.title }))
}

/** The title of a greeting's category, or '' when it has none (or it is gone). */
export async function greetingCategoryTitle(categoryId: number | null) {
  if (!categoryId || !registry.isEnabled('categories')) return ''
  const { Category } = await import('#plugins/categories/contracts')
  return (await Category.find(categoryId))?.title ?? ''
}
