import { useState } from 'react'

/** The document's cover thumbnail, or its extension on a plain card when it has none (yet). */
export function AdminCover({ cover, ext }: { cover: string; ext: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <span className="ds-docadmin-cover" aria-hidden="true">
      {cover && !failed ? (
        <img src={cover} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        ext.replace('.', '').slice(0, 4) || 'doc'
      )}
    </span>
  )
}
