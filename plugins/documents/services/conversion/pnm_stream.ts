import type { Readable } from 'node:stream'

export interface RasterFrame {
  /** 1-based page number. */
  page: number
  width: number
  height: number
  channels: 1 | 3 | 4
  data: Buffer
  /** Hands the pixel buffer back for the next page (call once, when nothing reads data any more). */
  release?: () => void
}

/** Largest page raster accepted; renderers are asked for at most maxSide (default 4000 px) a side. */
export const MAX_FRAME_BYTES = 256 * 1024 * 1024

export interface PnmHeader {
  width: number
  height: number
  channels: 1 | 3
  /** Bytes of the header itself. */
  length: number
}

/** The header of a binary PNM image (P6 or P5, maxval 255) at the start of buffer; null while incomplete. */
export function parsePnmHeader(buffer: Buffer): PnmHeader | null {
  if (buffer.length < 3) return null
  const magic = buffer.toString('latin1', 0, 2)
  if (magic !== 'P6' && magic !== 'P5') throw new Error(`not a PNM stream (starts with ${JSON.stringify(magic)})`)
  const fields: number[] = []
  let index = 2
  while (fields.length < 3) {
    while (index < buffer.length) {
      const byte = buffer[index]
      if (byte === 0x23) {
        while (index < buffer.length && buffer[index] !== 0x0a) index++
      } else if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) {
        index++
      } else {
        break
      }
    }
    const start = index
    while (index < buffer.length && buffer[index] >= 0x30 && buffer[index] <= 0x39) index++
    if (index >= buffer.length) return null
    if (index === start) throw new Error('malformed PNM header')
    fields.push(Number(buffer.toString('latin1', start, index)))
  }
  // exactly one whitespace byte separates the header from the pixels
  if (index >= buffer.length) return null
  const [width, height, maxval] = fields
  if (maxval !== 255) throw new Error(`unsupported PNM maxval ${maxval}`)
  return { width, height, channels: magic === 'P6' ? 3 : 1, length: index + 1 }
}

/**
 * Splits a stream of concatenated binary PNM images (what `mutool draw -F pnm -o -` and
 * `pdftoppm` write for several pages) into frames. Pixels are copied once, straight into
 * the frame's buffer. The stream is read only as fast as onFrame resolves, so a slow
 * consumer holds the producer back instead of buffering pages.
 */
export async function readPnmFrames(stream: Readable, onFrame: (frame: RasterFrame) => Promise<void>): Promise<number> {
  // Page buffers are recycled: allocating 3-4 MB a page kept the garbage collector busy.
  const free: Buffer[] = []
  const allocate = (size: number) => {
    const index = free.findIndex((buffer) => buffer.length === size)
    return index >= 0 ? free.splice(index, 1)[0] : Buffer.allocUnsafe(size)
  }
  let headerBytes: Buffer = Buffer.alloc(0)
  let frame: RasterFrame | null = null
  let filled = 0
  let page = 0
  for await (const incoming of stream as AsyncIterable<Buffer>) {
    let chunk = incoming
    while (chunk.length) {
      if (!frame) {
        headerBytes = headerBytes.length ? Buffer.concat([headerBytes, chunk]) : chunk
        const header = parsePnmHeader(headerBytes)
        if (!header) {
          if (headerBytes.length > 4096) throw new Error('PNM header too long')
          chunk = Buffer.alloc(0)
          continue
        }
        const size = header.width * header.height * header.channels
        if (size > MAX_FRAME_BYTES) throw new Error(`page raster of ${header.width}x${header.height} is too large`)
        const data = allocate(size)
        let released = false
        const release = () => {
          if (released || free.length >= 4) return
          released = true
          free.push(data)
        }
        frame = { page: ++page, width: header.width, height: header.height, channels: header.channels, data, release }
        filled = 0
        chunk = headerBytes.subarray(header.length)
        headerBytes = Buffer.alloc(0)
        continue
      }
      const take = Math.min(chunk.length, frame.data.length - filled)
      chunk.copy(frame.data, filled, 0, take)
      filled += take
      chunk = chunk.subarray(take)
      if (filled === frame.data.length) {
        const done = frame
        frame = null
        await onFrame(done)
      }
    }
  }
  return page
}
