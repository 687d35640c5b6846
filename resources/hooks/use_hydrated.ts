import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on
 * (and at once on later client-side visits): for controls that only work with scripts, which the
 * server need not spend time rendering.
 */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false
  )
}
