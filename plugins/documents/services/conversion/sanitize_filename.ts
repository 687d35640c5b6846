export interface SanitizeOptions {
  /** Longest result in UTF-8 bytes (file systems allow 255). Default 200. */
  maxBytes?: number
  /** Used when nothing is left. Default '未命名文档'. */
  fallback?: string
}

// C0/C1 controls, DEL, zero-width and bidirectional override characters (which can make
// "exe.pdf" display as "fdp.exe").
// eslint-disable-next-line no-control-regex -- control characters are among the invisible ones removed from names
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g
const RESERVED = /[<>:"|?*]/g
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i

function utf8Length(text: string) {
  return Buffer.byteLength(text, 'utf8')
}

function cutToBytes(text: string, maxBytes: number) {
  let out = ''
  for (const char of text) {
    if (utf8Length(out + char) > maxBytes) break
    out += char
  }
  return out
}

/**
 * A display- and disk-safe file name from an uploaded one: only the last path segment
 * (browsers on Windows may send "C:\\dir\\报告.docx"), no control or bidi characters, no
 * characters Windows refuses, trimmed, at most maxBytes, extension kept. Chinese stays.
 */
export function sanitizeFilename(name: string, options: SanitizeOptions = {}): string {
  const maxBytes = options.maxBytes ?? 200
  const fallback = options.fallback ?? '未命名文档'
  let clean = String(name ?? '').normalize('NFC')
  clean = clean.split(/[\\/]/).pop() ?? ''
  clean = clean.replace(INVISIBLE, '').replace(RESERVED, '_')
  clean = clean.replace(/\s+/g, ' ').trim()
  clean = clean.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '')
  if (WINDOWS_DEVICE.test(clean)) clean = `_${clean}`

  const dot = clean.lastIndexOf('.')
  let stem = dot > 0 ? clean.slice(0, dot) : clean
  let ext = dot > 0 ? clean.slice(dot) : ''
  if (!/^\.[\p{L}\p{N}_-]{1,16}$/u.test(ext)) {
    stem = clean
    ext = ''
  }
  stem = stem.trim()
  if (!stem) stem = fallback
  if (utf8Length(stem + ext) > maxBytes) {
    if (utf8Length(ext) >= maxBytes) ext = ''
    stem = cutToBytes(stem, maxBytes - utf8Length(ext)).trim()
  }
  return stem + ext
}
