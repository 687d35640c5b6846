import { useEffect, useRef, useState } from 'react'
import { DocumentExtIcon } from './document_ext_icon'

/** The first page as a thumbnail; the file type on a plain card while there is none. */
export function DocumentCover({ cover, ext }: { cover: string; ext: string }) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [cover])
  return (
    <span className="ds-doc-cover">
      {cover && !failed ? (
        <img ref={image} src={cover} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <DocumentExtIcon ext={ext} size={32} />
      )}
    </span>
  )
}
