import { useSyncExternalStore } from 'react'

const QUERY = '(max-width: 767px)'

/** Phone width (spec: 767 px or less). Renders the desktop answer on the server and at hydration. */
export function useNarrow() {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(QUERY).matches,
    () => false
  )
}
