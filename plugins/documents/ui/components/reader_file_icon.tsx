const KINDS: { kind: string; label: string; color: string; extensions: string[] }[] = [
  { kind: 'pdf', label: 'PDF', color: '#e5484d', extensions: ['pdf'] },
  { kind: 'word', label: 'W', color: '#2b6ce5', extensions: ['doc', 'docx', 'rtf', 'wps', 'odt', 'dot'] },
  { kind: 'ppt', label: 'P', color: '#f07a24', extensions: ['ppt', 'pptx', 'pps', 'ppsx', 'dps', 'odp', 'pot'] },
  { kind: 'excel', label: 'X', color: '#1f9d55', extensions: ['xls', 'xlsx', 'et', 'ods', 'csv', 'tsv'] },
  { kind: 'text', label: 'TXT', color: '#6b7280', extensions: ['txt'] },
  { kind: 'epub', label: 'EPUB', color: '#8b5cf6', extensions: ['epub'] },
  { kind: 'mobi', label: 'MOBI', color: '#a855f7', extensions: ['mobi', 'azw', 'azw3'] },
  { kind: 'chm', label: 'CHM', color: '#0ea5a4', extensions: ['chm'] },
  { kind: 'umd', label: 'UMD', color: '#d97706', extensions: ['umd'] },
]

/** The spec's file type by extension: pdf, word, ppt, excel, text, epub, mobi, chm, umd, other. */
export function fileKind(ext: string) {
  const bare = ext.replace(/^\./, '').toLowerCase()
  return (
    KINDS.find((item) => item.extensions.includes(bare)) ?? {
      kind: 'other',
      label: bare.toUpperCase().slice(0, 4) || '?',
      color: '#9ca3af',
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
