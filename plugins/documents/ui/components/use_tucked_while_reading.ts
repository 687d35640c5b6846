import { useEffect, useState } from 'react'

/** Scrolling less than this, a finger's wobble, neither hides nor shows the bar. */
const JITTER_PX = 8
/** A scroll this soon after a finger or wheel moved is the reader's own; others are jumps (a page turn, ?page=). */
const INPUT_MS = 400

/**
 * True while the reader scrolls down the pages with a finger or wheel, false again as soon as they
 * scroll up: on a phone the page bar then leaves the screen to the page (reader.css). A jump to a
 * page (the bar's buttons, ?page=, 在文档中搜索) leaves the bar as it is.
 */
export function useTuckedWhileReading() {
  const [tucked, setTucked] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    let input = 0
    const onInput = () => {
      input = performance.now()
    }
    const onScroll = () => {
      const now = window.scrollY
      if (performance.now() - input > INPUT_MS) {
        last = now
        return
      }
      if (Math.abs(now - last) < JITTER_PX) return
      setTucked(now > last && now > 0)
      last = now
    }
    window.addEventListener('touchmove', onInput, { passive: true })
    window.addEventListener('wheel', onInput, { passive: true })
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('touchmove', onInput)
      window.removeEventListener('wheel', onInput)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return tucked
}
