import './document_cover.css'
/** File type → label and colour of the small badge lists show (the engine's kinds, client side); each colour keeps white text at 4.5:1 or more. */
const KINDS: { label: string; color: string; exts: string[] }[] = [
  { label: 'PDF', color: '#c8313a', exts: ['pdf'] },
  { label: 'W', color: '#2b6cde', exts: ['doc', 'docx', 'rtf', 'wps', 'odt', 'dot', 'docm', 'dotx', 'dotm', 'ott'] },
  { label: 'P', color: '#b8501a', exts: ['ppt', 'pptx', 'pps', 'ppsx', 'dps', 'odp', 'pot', 'pptm', 'potx', 'ppsm', 'otp'] },
  { label: 'X', color: '#177a42', exts: ['xls', 'xlsx', 'et', 'ods', 'csv', 'tsv', 'xlsm', 'xltx', 'xlt', 'xlsb', 'ots'] },
  { label: 'TXT', color: '#64748b', exts: ['txt'] },
  { label: 'EPUB', color: '#7042e0', exts: ['epub', 'mobi', 'azw', 'azw3', 'azw4', 'chm', 'umd'] },
]

export function extKind(ext: string) {
  const bare = ext.replace(/^\./, '').toLowerCase()
  const kind = KINDS.find((entry) => entry.exts.includes(bare))
  return kind
    ? { ...kind, label: kind.label === 'EPUB' ? bare.toUpperCase().slice(0, 4) : kind.label }
    : { label: bare.toUpperCase().slice(0, 4) || 'DOC', color: '#5f6b7d' }
}

/** A coloured square naming the file type, e.g. a red "PDF". */
export function DocumentExtIcon({ ext, size = 20 }: { ext: string; size?: number }) {
  const kind = extKind(ext)
  return (
    <span
      className="ds-ext-icon"
      title={ext.replace(/^\./, '').toUpperCase()}
      style={{
        background: kind.color,
        minWidth: size,
        height: size,
        fontSize: Math.max(9, Math.round(size * (kind.label.length > 1 ? 0.42 : 0.6))),
      }}
    >
      {kind.label}
    </span>
  )
}
