import { useEffect, useState } from 'react'

/** A gesture shorter than this, a finger's wobble or a wheel's nudge, neither hides nor shows the bar. */
const JITTER_PX = 8

/**
 * True while the reader scrolls down the pages with a finger or wheel, false again as soon as they
 * scroll up: on a phone the page bar then leaves the screen to the page (reader.css). It follows
 * the reader's own gestures, not the scroll position, so a jump to a page (the bar's buttons,
 * ?page=, 在文档中搜索) or any scroll a script makes leaves the bar as it is.
 */
export function useTuckedWhileReading() {
  const [tucked, setTucked] = useState(false)
  useEffect(() => {
    let fingerY: number | null = null
    // Down the page: a wheel turned towards the reader, or a finger moving up the screen.
    const follow = (down: number) => {
      if (Math.abs(down) >= JITTER_PX) setTucked(down > 0)
    }
    const onWheel = (event: WheelEvent) => follow(event.deltaY)
    const onTouchStart = (event: TouchEvent) => {
      fingerY = event.touches[0]?.clientY ?? null
    }
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY
      if (y === undefined || fingerY === null) return
      if (Math.abs(fingerY - y) < JITTER_PX) return
      follow(fingerY - y)
      fingerY = y
    }
    window.addEventListener('wheel', onWheel, { passive: true })
    window.addEventListener('touchstart', onTouchStart, { passive: true })
    window.addEventListener('touchmove', onTouchMove, { passive: true })
    return () => {
      window.removeEventListener('wheel', onWheel)
      window.removeEventListener('touchstart', onTouchStart)
      window.removeEventListener('touchmove', onTouchMove)
    }
  }, [])
  return tucked
}
