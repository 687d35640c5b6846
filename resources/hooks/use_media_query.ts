import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches. The server and the hydration pass render the desktop
 * answer (false); the real value follows right after, without a hydration mismatch.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false
  )
}
