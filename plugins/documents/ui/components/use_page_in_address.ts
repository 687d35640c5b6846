import { useEffect } from 'react'

const SETTLE_MS = 300

/**
 * The address follows the page being read (/document/5?page=7, page 1 without it), so a copied
 * or reloaded address opens there. Only the URL changes: Inertia's history state stays, and the
 * page's canonical link never carries the page.
 */
export function usePageInAddress(page: number) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href)
      if (page > 1) url.searchParams.set('page', String(page))
      else url.searchParams.delete('page')
      if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
    }, SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [page])
}
