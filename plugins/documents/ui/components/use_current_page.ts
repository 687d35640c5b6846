import { useCallback, useEffect, useRef, useState } from 'react'

/** How far below the reader's toolbar a page's top may be while it already counts as the one being read. */
const READING_LINE = 0.35
/** After a page turn, the page turned to stands this long before scrolling is measured again. */
const TURN_SETTLES_MS = 250

/**
 * The page being read: the last shown page whose top has passed a line about a third down the
 * viewport. Follows scrolling (once per frame) and pages appearing (继续阅读, a jump). A page
 * turn sets it at once and holds it while the turn scrolls, so a second key pressed meanwhile
 * turns on from there, and a measure taken mid-turn cannot send it back.
 */
export function useCurrentPage(shown: number) {
  const [current, setCurrent] = useState(1)
  const heldUntil = useRef(0)
  useEffect(() => {
    let frame = 0
    let later = 0
    const measure = () => {
      frame = 0
      const wait = heldUntil.current - performance.now()
      if (wait > 0) {
        window.clearTimeout(later)
        later = window.setTimeout(schedule, wait)
        return
      }
      const line = window.innerHeight * READING_LINE
      let reading = 1
      for (const box of window.document.querySelectorAll<HTMLElement>('.ds-reader-page[data-page]')) {
        if (box.getBoundingClientRect().top > line) break
        reading = Number(box.dataset.page)
      }
      setCurrent(reading)
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    schedule()
    // Captured: in full screen the pages scroll inside their own box, whose scroll does not bubble.
    window.addEventListener('scroll', schedule, { passive: true, capture: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true })
      window.removeEventListener('resize', schedule)
      if (frame) window.cancelAnimationFrame(frame)
      window.clearTimeout(later)
    }
  }, [shown])
  const turnedTo = useCallback((page: number) => {
    heldUntil.current = performance.now() + TURN_SETTLES_MS
    setCurrent(page)
  }, [])
  return [current, turnedTo] as const
}
