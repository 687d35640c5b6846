/**
 * An anonymous visitor's request, as a browser or a crawler sends it: no cookie, no token. (The
 * Japa client always sends a session cookie, so its requests never meet the page cache.)
 */
export async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, {
    headers: { accept: 'text/html', ...headers },
    redirect: 'manual',
  })
  return {
    status: response.status,
    text: await response.text(),
    cache: response.headers.get('x-page-cache') ?? undefined,
    etag: response.headers.get('etag') ?? undefined,
    cookies: response.headers.get('set-cookie') ?? undefined,
    cacheControl: response.headers.get('cache-control') ?? undefined,
  }
}

/**
 * Visits until the page comes from the cache: a write just before (a test's set-up, a lazy
 * seed) is invalidated again 3 s later (page_cache_options.ts), which may drop the first copy,
 * and a search page is kept only once its address was asked again.
 */
export async function cachedVisit(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 16; attempt++) {
    const page = await visit(path, headers)
    if (page.cache === 'hit') return page
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${path} never came from the page cache`)
}

/** The page, after a change, must be a fresh render that shows it. */
export async function freshVisit(path: string, headers: Record<string, string> = {}) {
  const page = await visit(path, headers)
  if (page.cache === 'hit') throw new Error(`${path} was served from the cache after a change it shows`)
  return page
}
