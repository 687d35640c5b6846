import { useEffect, useRef } from 'react'

/** Elements that use these keys themselves: fields, and widgets moved through with arrows (Semi's rating, menus, tabs). */
const OWN_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="radiogroup"], [role="slider"], [role="menu"], [role="listbox"], [role="tablist"], [role="dialog"]'

/** Which page each key turns to, from the page being read and the last readable one. */
const KEYS: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current) => current + 1,
  PageDown: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  PageUp: (current) => current - 1,
  Home: () => 1,
  End: (_current, last) => last,
}

/**
 * The reader's keys: ← → and PgUp/PgDn turn a page, Home and End go to the first and the last
 * readable page. Keys meant for a field (the page box, search, a comment) or a widget stay theirs.
 */
export function useReaderKeys(current: number, last: number, goTo: (page: number) => void) {
  const state = useRef({ current, last, goTo })
  useEffect(() => {
    state.current = { current, last, goTo }
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const turn = KEYS[event.key]
      if (!turn || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return
      const { current: page, last: end, goTo: go } = state.current
      if (end < 1) return
      const target = Math.min(end, Math.max(1, turn(page, end)))
      event.preventDefault()
      if (target !== page) go(target)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
