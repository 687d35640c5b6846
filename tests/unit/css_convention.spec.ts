import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from '@japa/runner'

const ROOT = join(import.meta.dirname, '../..')

/**
 * docs/conventions.md "Styles": styles live in .css files next to their components; an inline
 * style is for a value computed at run time only. These are the inline styles that are, per
 * file (a JSX `style=` attribute each). A file may keep fewer; one more fails until its value
 * is shown to be a run-time one here.
 */
const RUN_TIME_STYLES: Record<string, { count: number; why: string }> = {
  'core/search/ui/pages/admin/search_analytics.tsx': { count: 2, why: 'trend bar heights from the counts' },
  'core/access/ui/components/group_form_modal.tsx': { count: 2, why: 'the colour being picked and each swatch colour' },
  'core/access/ui/pages/admin/user_group.tsx': { count: 1, why: "the role's colour" },
  'core/access/ui/pages/admin/user_list.tsx': { count: 1, why: "the role's colour" },
  'core/site/ui/pages/admin/navigation.tsx': { count: 2, why: "the navigation entry's colour" },
  'resources/components/site/mobile_drawer.tsx': { count: 2, why: "the navigation entry's colour" },
  'resources/components/site/navigation_menu.tsx': { count: 2, why: "the navigation entry's colour" },
  'plugins/categories/ui/components/category_image_field.tsx': {
    count: 1,
    why: 'the preview height the caller gives, also the Image height',
  },
  'plugins/documents/ui/components/document_ext_icon.tsx': {
    count: 1,
    why: "badge colour and font size from the file type and the caller's size",
  },
  'plugins/documents/ui/components/reader_file_icon.tsx': {
    count: 1,
    why: "badge colour and size from the file type and the caller's size",
  },
  'plugins/documents/ui/components/reader_stars.tsx': { count: 1, why: "the filled stars' width from the score" },
  'plugins/documents/ui/components/reader_pages.tsx': {
    count: 3,
    why: "each page's aspect ratio, the site's watermark image, and the zoom and page shape as CSS variables",
  },
  'plugins/documents/ui/components/reader_text_layer.tsx': {
    count: 1,
    why: "where each run of the page's text sits, its size and its stretch, from the document's text layer",
  },
  'plugins/assistant/ui/components/chat/floating_button.tsx': { count: 1, why: 'the place the member dragged the button to' },
  'resources/components/charts/chart.tsx': { count: 3, why: 'the chart height the caller gives, also in the chart spec' },
}

/** Files that may hold a <style> element, with why a stylesheet file cannot do. */
const STYLE_ELEMENTS: Record<string, string> = {
  'plugins/ads/ui/components/ad_preview.tsx':
    "the sandboxed preview frame is a document of its own that gets none of the page's stylesheets; it inlines ad_frame.css (?raw)",
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'tests' || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

const sources = new Map(
  ['core', 'plugins', 'resources']
    .flatMap((folder) => tsxFiles(join(ROOT, folder)))
    .map((path) => [relative(ROOT, path), readFileSync(path, 'utf8')])
)

/** The string and template literals of a source, with template interpolations left out. */
function stringLiterals(source: string) {
  const literals = source.match(/`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g) ?? []
  return literals.map((literal) => literal.slice(1, -1).replace(/\$\{[^}]*\}/g, ' '))
}

/** A rule such as `.ds-x { color: red }` or `a{color:#06f}`: a selector, then a declaration block. */
const CSS_RULE = /(?:^|[\s};])[.#*a-z@:][^{};`]*\{\s*-{0,2}[a-z][a-z-]*\s*:\s*[^{};]+;?[^{}]*\}/i

test.group('One CSS approach (docs/conventions.md, Styles)', () => {
  test('the checks see the TSX sources', ({ assert }) => {
    assert.isAbove(sources.size, 100)
    assert.isTrue(sources.has('plugins/documents/ui/pages/site/document.tsx'))
  })

  test('no component renders a <style> element', ({ assert }) => {
    const rendering = [...sources].filter(([, source]) => /<style[\s>]/i.test(source)).map(([path]) => path)
    assert.sameMembers(rendering, Object.keys(STYLE_ELEMENTS))
  })

  test('no component holds CSS in a string', ({ assert }) => {
    const holding = [...sources]
      .filter(([, source]) => stringLiterals(source).some((literal) => CSS_RULE.test(literal)))
      .map(([path]) => path)
    assert.deepEqual(holding, [])
  })

  test('the CSS-in-a-string check recognises CSS and leaves other strings alone', ({ assert }) => {
    const found = (source: string) => stringLiterals(source).some((literal) => CSS_RULE.test(literal))
    assert.isTrue(found('const CSS = `\n.ds-reader { padding: 20px 0 48px; }\n`'))
    assert.isTrue(found("const css = 'a{color:#0064fa}'"))
    assert.isTrue(found('return <style>{`.ds-x .semi-table { min-width: 460px }`}</style>'))
    assert.isFalse(found('const url = `/api/v1/document/${id}?page=${page}`'))
    assert.isFalse(found("toast('保存成功：{name}')"))
    assert.isFalse(found('className={`ds-up-fields${dialog ? " ds-up-fields--dialog" : ""}`}'))
  })

  test('inline styles only where a value is computed at run time', ({ assert }) => {
    const over: string[] = []
    for (const [path, source] of sources) {
      const count = source.match(/\sstyle=\{/g)?.length ?? 0
      const allowed = RUN_TIME_STYLES[path]?.count ?? 0
      if (count > allowed) over.push(`${path}: ${count} inline styles, ${allowed} allowed`)
    }
    assert.deepEqual(over, [])
  })

  test('the allow-list names files that still have their inline styles', ({ assert }) => {
    const stale = Object.keys(RUN_TIME_STYLES).filter((path) => !/\sstyle=\{/.test(sources.get(path) ?? ''))
    assert.deepEqual(stale, [])
  })
})
