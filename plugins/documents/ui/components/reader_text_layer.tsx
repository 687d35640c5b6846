import { Fragment, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { textLayerUrl } from './reader_types'

/** [left, top, width, font size, text] in PDF points from the top-left corner (text_layer.ts on the server). */
type LayerRun = [number, number, number, number, string]

interface PageLayer {
  w: number
  h: number
  runs: LayerRun[]
}

const FONT = 'sans-serif'
let measuring: CanvasRenderingContext2D | null = null

/** The width of the text at a 100 px font, in the font the layer's spans use. */
function widthAt100(text: string) {
  measuring ??= window.document.createElement('canvas').getContext('2d')
  if (!measuring) return 0
  measuring.font = `100px ${FONT}`
  return measuring.measureText(text).width
}

/**
 * Each run placed over its image, in shares of the page and font sizes in the layer's width
 * (cqw), then stretched to the run's width on the page: the browser's font is not the
 * document's, and a run that kept its own width would drift off its words as it goes.
 */
function placeRuns(layer: PageLayer) {
  return layer.runs.map(([x, y, width, size, text], index) => {
    const natural = (widthAt100(text) * size) / 100
    const next = layer.runs[index + 1]
    return {
      text,
      // A new line (or the last run) ends with a line break, runs on one line with a space, so copied text keeps its shape.
      after: !next ? '' : Math.abs(next[1] - y) > size / 2 ? '\n' : ' ',
      style: {
        left: `${(x / layer.w) * 100}%`,
        top: `${(y / layer.h) * 100}%`,
        fontSize: `${(size / layer.w) * 100}cqw`,
        transform: natural > 0 ? `scaleX(${width / natural})` : undefined,
      } as CSSProperties,
    }
  })
}

/**
 * The page's text, invisible over its image so it can be selected, copied and found with the
 * browser's find: fetched once the page comes near the screen. Only preview pages have one,
 * and the server sends none under 复制保护.
 */
export function ReaderTextLayer({ documentId, page }: { documentId: number; page: number }) {
  const box = useRef<HTMLDivElement>(null)
  const [layer, setLayer] = useState<PageLayer | null>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        fetch(textLayerUrl({ id: documentId }, page), { credentials: 'same-origin' })
          .then((response) => (response.ok ? (response.json() as Promise<PageLayer>) : null))
          .then((data) => {
            if (!cancelled && data && data.w > 0 && data.h > 0 && Array.isArray(data.runs)) setLayer(data)
          })
          .catch(() => {})
      },
      { rootMargin: '100% 0px' }
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [documentId, page])

  const runs = useMemo(() => (layer ? placeRuns(layer) : []), [layer])

  return (
    <div ref={box} className="ds-reader-layer" data-testid="reader-text-layer" data-ready={layer ? 'true' : undefined}>
      {runs.map((run, index) => (
        <Fragment key={index}>
          <span style={run.style}>{run.text}</span>
          {run.after === '\n' ? <br /> : run.after}
        </Fragment>
      ))}
    </div>
  )
}
