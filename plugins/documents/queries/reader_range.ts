export type RangeRequest = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

/**
 * One byte range of a `Range` header against a file of `size` bytes (RFC 9110 §14):
 * `bytes=a-b`, `bytes=a-` and the suffix `bytes=-n`. No header, another unit or several
 * ranges give the whole file (allowed: a server may ignore Range); a range outside the file
 * or a malformed one is unsatisfiable (416).
 */
export function parseRange(header: string | undefined | null, size: number): RangeRequest {
  if (!header) return { kind: 'full' }
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header)
  if (!match) return { kind: 'full' }
  const specs = match[1].split(',').map((spec) => spec.trim())
  if (specs.length !== 1) return { kind: 'full' }
  const spec = /^(\d*)-(\d*)$/.exec(specs[0])
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'unsatisfiable' }

  if (spec[1] === '') {
    const suffix = Number(spec[2])
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(spec[1])
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1)
  if (start >= size || end < start) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end }
}
