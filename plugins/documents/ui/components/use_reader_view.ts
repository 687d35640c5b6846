import { useCallback, useEffect, useState, type RefObject } from 'react'

/** Zoom steps, as a share of the column's width (1: 适合宽度). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2]
/** 适合页面: a whole page in the window's height. */
export const FIT_PAGE = 'page'
export type ReaderZoom = number | typeof FIT_PAGE
const STORED_ZOOM = 'ds-reader-zoom'

function storedZoom(): ReaderZoom {
  try {
    const stored = window.localStorage.getItem(STORED_ZOOM)
    if (stored === FIT_PAGE) return FIT_PAGE
    return ZOOM_STEPS.includes(Number(stored)) ? Number(stored) : 1
  } catch {
    return 1
  }
}

/** The reader's zoom, kept in the browser for the next document (the server renders 适合宽度). */
export function useZoom() {
  const [zoom, setZoomState] = useState<ReaderZoom>(1)
  useEffect(() => setZoomState(storedZoom()), [])
  const setZoom = useCallback((next: ReaderZoom) => {
    setZoomState(next)
    try {
      window.localStorage.setItem(STORED_ZOOM, String(next))
    } catch {
      // Private browsing without storage: the zoom lasts for this page.
    }
  }, [])
  const step = useCallback(
    (by: 1 | -1) => {
      const at = zoom === FIT_PAGE ? ZOOM_STEPS.indexOf(1) : ZOOM_STEPS.indexOf(zoom)
      setZoom(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, Math.max(0, at + by))])
    },
    [zoom, setZoom]
  )
  return { zoom, setZoom, step }
}

/**
 * Full screen for the pages: the browser's Fullscreen API where it has one for any element;
 * elsewhere (an iPhone's Safari) the pages cover the window instead, until closed or Escape.
 */
export function useFullScreen(element: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false)
  const [covering, setCovering] = useState(false)
  useEffect(() => {
    const onChange = () => setNative(Boolean(element.current) && window.document.fullscreenElement === element.current)
    window.document.addEventListener('fullscreenchange', onChange)
    return () => window.document.removeEventListener('fullscreenchange', onChange)
  }, [element])
  useEffect(() => {
    if (!covering) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setCovering(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [covering])

  const toggle = useCallback(async () => {
    if (native) {
      await window.document.exitFullscreen().catch(() => {})
      return
    }
    if (covering) return setCovering(false)
    const target = element.current
    if (target?.requestFullscreen && window.document.fullscreenEnabled) {
      const entered = await target.requestFullscreen().then(
        () => true,
        () => false
      )
      if (entered) return
    }
    setCovering(true)
  }, [native, covering, element])
  return { fullScreen: native || covering, covering, toggle }
}
