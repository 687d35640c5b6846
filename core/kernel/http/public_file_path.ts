/**
 * Whether a request path may name a file in public/: everything there (assets/, favicon.ico,
 * favicon.svg) has a dot in its name, while the site's pages (/document/5, /category/2, /) and
 * API calls never end in one. Asking the static middleware about a page cost it a filesystem
 * stat on every render.
 */
export function mayNamePublicFile(url: string) {
  if (url.startsWith('/api/')) return false
  const path = url.split('?', 1)[0]
  return path.slice(path.lastIndexOf('/') + 1).includes('.')
}
