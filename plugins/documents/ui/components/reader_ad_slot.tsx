/** An advertisement position filled by the ads plugin through documentPageExtras (trusted admin html). */
export function ReaderAdSlot({ html, position }: { html?: string; position: string }) {
  if (!html) return null
  return <div className="ds-reader-ad" data-position={position} dangerouslySetInnerHTML={{ __html: html }} />
}
