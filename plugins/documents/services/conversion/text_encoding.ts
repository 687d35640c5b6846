export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030'

export interface DecodedText {
  encoding: TextEncoding
  /** Whether the file started with a byte order mark. */
  bom: boolean
  text: string
}

function hasPrefix(buffer: Uint8Array, bytes: number[]) {
  return bytes.every((byte, index) => buffer[index] === byte)
}

function isValidUtf8(buffer: Uint8Array) {
  // A sample may end inside a multi-byte character: drop an incomplete tail.
  let end = buffer.length
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = buffer[end - back]
    if ((byte & 0xc0) === 0xc0) {
      const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2
      if (back < need) end -= back
      break
    }
    if ((byte & 0x80) === 0) break
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, end))
    return true
  } catch {
    return false
  }
}

/** BOM-less UTF-16 of mostly ASCII text shows NUL on every other byte. */
function guessUtf16WithoutBom(buffer: Uint8Array): TextEncoding | null {
  const length = Math.min(buffer.length - (buffer.length % 2), 4096)
  if (length < 4) return null
  let evenNul = 0
  let oddNul = 0
  for (let index = 0; index < length; index += 2) {
    if (buffer[index] === 0) evenNul++
    if (buffer[index + 1] === 0) oddNul++
  }
  const pairs = length / 2
  if (oddNul > pairs * 0.3 && evenNul < pairs * 0.05) return 'utf-16le'
  if (evenNul > pairs * 0.3 && oddNul < pairs * 0.05) return 'utf-16be'
  return null
}

/** The encoding of a text file: BOMs first, then strict UTF-8, else GB18030 (a superset of GBK and GB2312). */
export function detectTextEncoding(buffer: Uint8Array): { encoding: TextEncoding; bom: boolean } {
  if (hasPrefix(buffer, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', bom: true }
  if (hasPrefix(buffer, [0xff, 0xfe])) return { encoding: 'utf-16le', bom: true }
  if (hasPrefix(buffer, [0xfe, 0xff])) return { encoding: 'utf-16be', bom: true }
  const utf16 = guessUtf16WithoutBom(buffer)
  if (utf16) return { encoding: utf16, bom: false }
  if (isValidUtf8(buffer)) return { encoding: 'utf-8', bom: false }
  return { encoding: 'gb18030', bom: false }
}

export function decodeText(buffer: Uint8Array): DecodedText {
  const { encoding, bom } = detectTextEncoding(buffer)
  const skip = bom ? (encoding === 'utf-8' ? 3 : 2) : 0
  const text = new TextDecoder(encoding).decode(buffer.subarray(skip))
  return { encoding, bom, text }
}

/**
 * Whether bytes look like human text in one of the supported encodings, not binary:
 * no NUL (except UTF-16), few control characters, few undecodable sequences.
 */
export function looksLikeText(sample: Uint8Array): boolean {
  if (sample.length === 0) return false
  const { encoding, bom } = detectTextEncoding(sample)
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const text = new TextDecoder(encoding).decode(sample.subarray(bom ? 2 : 0))
    return controlRatio(text) < 0.01
  }
  if (sample.includes(0)) return false
  const text = new TextDecoder(encoding).decode(sample.subarray(bom ? 3 : 0))
  const replacement = (text.match(/\ufffd/g) ?? []).length
  if (replacement > Math.max(2, text.length * 0.01)) return false
  return controlRatio(text) < 0.01
}

function controlRatio(text: string) {
  if (text.length === 0) return 1
  let controls = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if ((code < 0x20 && code !== 9 && code !== 10 && code !== 13 && code !== 12 && code !== 27) || code === 0x7f) {
      controls++
    }
  }
  return controls / text.length
}
