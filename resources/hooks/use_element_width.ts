import { useCallback, useState } from 'react'

/** The inner width of the element the returned ref is put on, kept up to date as it resizes (0 before it is measured). */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState(0)
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
  }, [])
  return [width, ref] as const
}
