/** Each colour keeps the icon's white label at 4.5:1 or more (WCAG AA). */
const KINDS: { kind: string; label: string; color: string; extensions: string[] }[] = [
  { kind: 'pdf', label: 'PDF', color: '#c8313a', extensions: ['pdf'] },
  { kind: 'word', label: 'W', color: '#2b6ce5', extensions: ['doc', 'docx', 'rtf', 'wps', 'odt', 'dot'] },
  { kind: 'ppt', label: 'P', color: '#b8501a', extensions: ['ppt', 'pptx', 'pps', 'ppsx', 'dps', 'odp', 'pot'] },
  { kind: 'excel', label: 'X', color: '#177a42', extensions: ['xls', 'xlsx', 'et', 'ods', 'csv', 'tsv'] },
  { kind: 'text', label: 'TXT', color: '#6b7280', extensions: ['txt'] },
  { kind: 'epub', label: 'EPUB', color: '#7042e0', extensions: ['epub'] },
  { kind: 'mobi', label: 'MOBI', color: '#8a32c9', extensions: ['mobi', 'azw', 'azw3'] },
  { kind: 'chm', label: 'CHM', color: '#0b7776', extensions: ['chm'] },
  { kind: 'umd', label: 'UMD', color: '#a45507', extensions: ['umd'] },
]

/** The spec's file type by extension: pdf, word, ppt, excel, text, epub, mobi, chm, umd, other. */
export function fileKind(ext: string) {
  const bare = ext.replace(/^\./, '').toLowerCase()
  return (
    KINDS.find((item) => item.extensions.includes(bare)) ?? {
      kind: 'other',
      label: bare.toUpperCase().slice(0, 4) || '?',
      color: '#5f6b7d',
      extensions: [],
    }
  )
}

/** A small coloured file badge for a document's type. */
export function ReaderFileIcon({ ext, size = 40 }: { ext: string; size?: number }) {
  const kind = fileKind(ext)
  return (
    <span
      className="ds-reader-fileicon"
      data-kind={kind.kind}
      aria-label={`${kind.kind} 文档`}
      style={{
        width: size,
        height: size * 1.2,
        background: kind.color,
        fontSize: Math.max(10, size * (kind.label.length > 2 ? 0.26 : 0.42)),
      }}
    >
      {kind.label}
    </span>
  )
}
