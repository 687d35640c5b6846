import Navigation from '../models/navigation.js'

/** The header's fixed entries: home, document categories, articles. */
export const FIXED_NAVIGATION = [
  { title: '首页', href: '/', sort: 300 },
  { title: '文档分类', href: '/category', sort: 200 },
  { title: '文章', href: '/article', sort: 100 },
]

/**
 * Adds the fixed entries that are missing (found by their link), and marks existing ones
 * fixed. Safe to run again: it never duplicates an entry or undoes an admin's edits.
 */
export async function seedNavigation() {
  for (const entry of FIXED_NAVIGATION) {
    const existing = await Navigation.query().where('href', entry.href).where('parentId', 0).orderBy('id').first()
    if (existing) {
      if (!existing.fixed) {
        existing.fixed = true
        await existing.save()
      }
      continue
    }
    await Navigation.create({
      ...entry,
      color: '',
      target: '_self',
      enable: true,
      fixed: true,
      parentId: 0,
      description: '',
    })
  }
}
