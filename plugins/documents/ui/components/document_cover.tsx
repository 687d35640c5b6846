import { useEffect, useRef, useState } from 'react'
import { DocumentExtIcon } from './document_ext_icon'

/**
 * The first page as a thumbnail; the file type on a plain card while there is none. A wide
 * cover (a presentation's slide) is fitted whole on a neutral card: cropping it to the
 * portrait card would cut off the slide's title.
 */
export function DocumentCover({ cover, ext }: { cover: string; ext: string }) {
  const [failed, setFailed] = useState(false)
  const [wide, setWide] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  const measure = (element: HTMLImageElement) => setWide(element.naturalWidth > element.naturalHeight)
  // An image that loaded or failed before hydration fired its event before React listened.
  useEffect(() => {
    const element = image.current
    if (!element?.complete) return
    if (element.naturalWidth === 0) setFailed(true)
    else measure(element)
  }, [cover])
  return (
    <span className={`ds-doc-cover${wide ? ' is-wide' : ''}`}>
      {cover && !failed ? (
        <img
          ref={image}
          src={cover}
          alt=""
          loading="lazy"
          onLoad={(event) => measure(event.currentTarget)}
          onError={() => setFailed(true)}
        />
      ) : (
        <DocumentExtIcon ext={ext} size={32} />
      )}
    </span>
  )
}
