import Navigation from '../models/navigation.js'
import { collectFixedNavigation } from '../extension_points.js'

/**
 * Adds the fixed entries the site and its enabled plugins offer that are missing (found by
 * their link), and marks existing ones fixed. Safe to run again: it never duplicates an
 * entry or undoes an admin's edits.
 */
export async function seedNavigation() {
  for (const { popover: _popover, ...entry } of await collectFixedNavigation()) {
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
