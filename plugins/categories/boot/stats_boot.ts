import { countRows, siteStats } from '#core/admin/contracts'
import Category from '../models/category.js'

/** category_count of GET /api/v1/stats, for staff who may view statistics. */
export default async function statsBoot() {
  siteStats.add('categories', () => ({
    labels: { category_count: { label: '分类', icon: 'IconFolder', tone: 'green' } },
    count: async ({ admin }): Promise<Record<string, number>> => (admin ? { category_count: await countRows(Category.query()) } : {}),
  }))
}
