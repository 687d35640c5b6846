import db from '@adonisjs/lucid/services/db'
import { crawlerExclusions, pagedById, sitemapSources } from '#core/seo/contracts'
import { Category, CATEGORY_TYPE, effectivelyEnabledIds } from '#plugins/categories/contracts'
import { PUBLIC_STATUSES } from '../enums/document_status.js'

/** The reader's rule for guests, read by keyset: out of the bin and in a public status. */
const publicDocuments = pagedById(
  (afterId, limit) =>
    db
      .from('documents')
      .whereNull('deleted_at')
      .whereIn('status', PUBLIC_STATUSES)
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .limit(limit)
      .select('id', 'updated_at'),
  (row) => ({ loc: `/document/${row.id}`, lastmod: row.updated_at })
)

/** Document categories the public may open (enabled, under enabled parents), with the category index first. */
async function* visibleCategories(batchSize: number) {
  const ids = (await effectivelyEnabledIds(CATEGORY_TYPE.Document)).sort((a, b) => a - b)
  yield [{ loc: '/category' }]
  for (let start = 0; start < ids.length; start += batchSize) {
    const rows = await Category.query()
      .whereIn('id', ids.slice(start, start + batchSize))
      .orderBy('id', 'asc')
      .select('id', 'updated_at')
    yield rows.map((category) => ({ loc: `/category/${category.id}`, lastmod: category.updatedAt.toJSDate() }))
  }
}

/** The sitemap's documents and categories files. */
export default async function sitemapBoot() {
  sitemapSources.add('documents', () => ({ name: 'categories', urls: visibleCategories }))
  sitemapSources.add('documents', () => ({ name: 'documents', urls: publicDocuments }))
  // The upload form and one-time download links; `$` keeps /uploads/ images crawlable.
  crawlerExclusions.add('documents', () => ['/upload$', '/download/'])
}
