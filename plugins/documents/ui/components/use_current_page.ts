import { useEffect, useState } from 'react'

/** How far below the reader's toolbar a page's top may be while it already counts as the one being read. */
const READING_LINE = 0.35

/**
 * The page being read: the last shown page whose top has passed a line about a third down the
 * viewport. Follows scrolling (once per frame) and pages appearing (继续阅读, a jump); a page
 * turn sets it at once, so that a second key pressed before the scroll is measured turns on from there.
 */
export function useCurrentPage(shown: number) {
  const [current, setCurrent] = useState(1)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
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
    measure()
    // Captured: in full screen the pages scroll inside their own box, whose scroll does not bubble.
    window.addEventListener('scroll', schedule, { passive: true, capture: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true })
      window.removeEventListener('resize', schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [shown])
  return [current, setCurrent] as const
}
