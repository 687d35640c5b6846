/** The part of a Vite manifest entry this module reads. */
export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export const APP_ENTRY = 'resources/app.tsx'

/**
 * The source files an Inertia page name can come from, in the order resources/pages.tsx
 * (candidatesFor) tries them: '<owner>/<area>/<path>' is a core module's or a plugin's page.
 */
export function pageSourceCandidates(component: string) {
  const [owner, ...rest] = component.split('/')
  const file = `${rest.join('/')}.tsx`
  return [`core/${owner}/ui/pages/${file}`, `plugins/${owner}/ui/pages/${file}`]
}

/**
 * The stylesheets of a chunk and of everything it imports, imports first, short of the app
 * entry: the same list and order as Vite's preload of the page's lazy import (it stops at the
 * importing chunk), so the page looks as it does once the client has loaded it.
 */
function collectCss(manifest: Manifest, key: string, seen: Set<string>, found: string[]) {
  if (key === APP_ENTRY || seen.has(key)) return
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) return
  for (const imported of chunk.imports ?? []) collectCss(manifest, imported, seen, found)
  for (const css of chunk.css ?? []) if (!found.includes(css)) found.push(css)
}

/** What @vite(APP_ENTRY) links: the entry's stylesheets and those of its direct imports, no deeper. */
function linkedByViteTag(manifest: Manifest) {
  const entry = manifest[APP_ENTRY]
  if (!entry) return new Set<string>()
  return new Set([...(entry.css ?? []), ...(entry.imports ?? []).flatMap((imported) => manifest[imported]?.css ?? [])])
}

/**
 * The stylesheets a page's lazily loaded chunk brings, through every level of its imports,
 * less those the @vite tag links already. @vite(page) would look one import deep only, which
 * misses shared chunks' styles (tables, pagination, the admin page frame).
 */
export function pageStylesheets(manifest: Manifest, component: string) {
  const source = pageSourceCandidates(component).find((candidate) => manifest[candidate])
  if (!source) return []
  const linked = linkedByViteTag(manifest)
  const found: string[] = []
  collectCss(manifest, source, new Set(), found)
  return found.filter((css) => !linked.has(css))
}

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** The <link> tags of pageStylesheets(), with the same URLs the client's lazy import asks for (so it loads none twice). */
export function pageStylesheetTags(manifest: Manifest, assetsUrl: string, component: string) {
  const base = assetsUrl.replace(/\/$/, '')
  return pageStylesheets(manifest, component)
    .map((css) => `<link rel="stylesheet" href="${escapeAttribute(`${base}/${css}`)}">`)
    .join('\n')
}
