import { useEffect, useRef, useState, type RefObject } from 'react'
import { pageUrl, zoomUrl, type ReaderDocument } from './reader_types'

const RASTER = new Set(['.webp', '.jpg', '.png'])
/** As the server caps a rendition (actions/render_zoom_page.ts): twice the preview, no side over 4000 px. */
const MAX_SIDE = 4000

function zoomWidth(document: Pick<ReaderDocument, 'width' | 'height'>) {
  const fits = document.height > 0 ? Math.floor((MAX_SIDE * document.width) / document.height) : MAX_SIDE
  return Math.min(document.width * 2, fits, MAX_SIDE)
}

/** The image's width on screen in CSS pixels, followed through zoom, full screen and window changes; 0 until measured. */
function useShownWidth(image: RefObject<HTMLImageElement | null>, enabled: boolean) {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = image.current
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.ceil(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [image, enabled])
  return width
}

interface ReaderPageImageProps {
  document: Pick<ReaderDocument, 'id' | 'title' | 'width' | 'height' | 'preview_ext'>
  page: number
  /** The reader asked for a bigger view (zoomed past 100 % or full screen): only then is the larger rendition offered. */
  enlarged: boolean
}

/**
 * A preview page. Zoomed in or full screen, where the screen needs more pixels than the preview
 * has, the browser takes the larger rendition from the srcset instead, in the same box. Not at
 * 100 %: a phone's 3× screen would otherwise fetch (and the server render) every page twice as
 * wide for a small gain. Offered only once the shown width is known: before that the browser
 * would guess the whole window. SVG previews are sharp at any size already.
 */
export function ReaderPageImage({ document, page, enlarged }: ReaderPageImageProps) {
  const image = useRef<HTMLImageElement>(null)
  const [zoomFailed, setZoomFailed] = useState(false)
  const zoomable = enlarged && RASTER.has(document.preview_ext) && document.width > 0 && !zoomFailed
  const shown = useShownWidth(image, zoomable)
  const preview = pageUrl(document, page)
  const larger = zoomUrl(document, page)
  const offered = zoomable && shown > 0
  return (
    <img
      ref={image}
      src={preview}
      srcSet={offered ? `${preview} ${document.width}w, ${larger} ${zoomWidth(document)}w` : undefined}
      sizes={offered ? `${shown}px` : undefined}
      alt={`${document.title} 第${page}页`}
      loading={page === 1 ? 'eager' : 'lazy'}
      decoding="async"
      width={document.width || undefined}
      height={document.height || undefined}
      // A rendition that could not be made: the preview, as before.
      onError={(event) => event.currentTarget.currentSrc.includes('/view/zoom/') && setZoomFailed(true)}
    />
  )
}
