import { inflateSync } from 'node:zlib'
import { ConversionError } from './errors.js'

export interface UmdBook {
  title: string
  author: string
  text: string
}

const MAX_TEXT_BYTES = 256 * 1024 * 1024

/**
 * Reads a text UMD e-book (the format of early Chinese phones; calibre cannot read it).
 * The file is a run of '#' chunks (id u16, flag u8, length u8) and '$' data blocks
 * (check u32, length u32); the text is UTF-16LE, zlib-compressed in blocks of 32 KiB,
 * with U+2029 between paragraphs.
 */
export function parseUmd(data: Buffer): UmdBook {
  if (data.length < 9 || data.readUInt32LE(0) !== 0xde9a9b89) throw new ConversionError('corrupt', 'not a UMD file')
  let title = ''
  let author = ''
  let kind = 1
  const parts: Buffer[] = []
  let total = 0
  let offset = 4
  while (offset < data.length) {
    const marker = data[offset]
    if (marker === 0x23 && offset + 5 <= data.length) {
      const id = data.readUInt16LE(offset + 1)
      const length = data[offset + 4]
      if (length < 5) throw new ConversionError('corrupt', `UMD chunk ${id} has length ${length}`)
      const body = data.subarray(offset + 5, Math.min(data.length, offset + length))
      if (id === 1 && body.length) kind = body[0]
      else if (id === 2) title = body.toString('utf16le')
      else if (id === 3) author = body.toString('utf16le')
      offset += length
    } else if (marker === 0x24 && offset + 9 <= data.length) {
      const length = data.readUInt32LE(offset + 5)
      if (length < 9) throw new ConversionError('corrupt', `UMD block at ${offset} has length ${length}`)
      const body = data.subarray(offset + 9, Math.min(data.length, offset + length))
      // Text blocks are zlib streams (0x78 ..); index and title blocks are not.
      if (body.length > 2 && body[0] === 0x78 && body.readUInt16BE(0) % 31 === 0) {
        try {
          const text = inflateSync(body, { maxOutputLength: 1024 * 1024 })
          total += text.length
          if (total > MAX_TEXT_BYTES) throw new ConversionError('too-large', 'UMD text above 256 MiB')
          parts.push(text)
        } catch (error) {
          if (error instanceof ConversionError) throw error
        }
      }
      offset += length
    } else {
      break
    }
  }
  if (kind !== 1) throw new ConversionError('unsupported', 'comic (image) UMD books are not supported')
  if (!parts.length) throw new ConversionError('corrupt', 'the UMD file holds no text blocks')
  const text = Buffer.concat(parts)
    .toString('utf16le')
    .replace(/\u2029/g, '\n')
  return { title, author, text }
}
