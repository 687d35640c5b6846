import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from '@japa/runner'

const ROOT = join(import.meta.dirname, '../..')

/**
 * Every component that inserts HTML as markup (dangerouslySetInnerHTML), with where its
 * source is proven inert. A new one fails this test until someone says where its HTML is
 * sanitised or escaped, and adds the test that feeds it a payload.
 */
const PROVEN: Record<string, string> = {
  'resources/components/site/site_footer.tsx':
    'settings of input html, sanitised on save and on read: core/settings/tests/functional/html_settings.spec.ts, core/settings/tests/browser/html_settings_xss.spec.ts',
  'plugins/ads/ui/components/ad_slot.tsx':
    'advertisements, sanitised on save and on render: plugins/ads/tests/functional/ads_on_pages.spec.ts, plugins/ads/tests/unit/sanitize_ad.spec.ts',
  'plugins/documents/ui/components/reader_ad_slot.tsx': 'the same advertisements: plugins/ads/tests/functional/ads_on_pages.spec.ts',
  'resources/components/site/seo_head.tsx': 'JSON-LD with < escaped: tests/functional/inner_html_sources.spec.ts',
  'core/search/ui/components/search_card_frame.tsx':
    'title_html and snippet_html of every kind: highlight() and snippet() escape, then mark: tests/functional/inner_html_sources.spec.ts',
  'plugins/documents/ui/components/reader_page_search.tsx': 'snippet() escapes, then marks: tests/functional/inner_html_sources.spec.ts',
  'core/accounts/ui/components/dynamic_feed.tsx': 'dynamicHtml() escapes every value: core/accounts/tests/functional/dynamics.spec.ts',
  'plugins/articles/ui/pages/site/article_show.tsx': 'sanitizeArticle() on save: plugins/articles/tests/functional/articles.spec.ts',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'tests' || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(tsx|ts)$/.test(entry.name) ? [path] : []
  })
}

test.group('HTML inserted as markup', () => {
  test('every dangerouslySetInnerHTML has a proven source', ({ assert }) => {
    const found = ['core', 'plugins', 'resources']
      .flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((path) => readFileSync(path, 'utf8').includes('dangerouslySetInnerHTML'))
      .map((path) => relative(ROOT, path))
    assert.sameMembers(found, Object.keys(PROVEN))
  })
})
