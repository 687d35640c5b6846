import { open, type FileHandle } from 'node:fs/promises'
import { createInflateRaw } from 'node:zlib'
import { ConversionError } from './errors.js'

/**
 * Just enough of ZIP to identify office/e-book containers and to refuse zip bombs before a
 * converter inflates them: the central directory (with ZIP64), and bounded reads of entries.
 */
export interface ZipEntry {
  name: string
  method: number
  flags: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

export interface ZipLimits {
  /** Refuse when the entries together inflate to more than this. Default 1 GiB. */
  maxUncompressedBytes: number
  /** Refuse when inflated/compressed is above this and the total is above minBombBytes. Default 100. */
  maxRatio: number
  /** Ratios only matter above this total. Default 32 MiB. */
  minBombBytes: number
  /** Refuse archives with more entries. Default 20000. */
  maxEntries: number
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxRatio: 100,
  minBombBytes: 32 * 1024 * 1024,
  maxEntries: 20_000,
}

const EOCD_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ZIP64_EOCD_SIGNATURE = 0x06064b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50

async function readAt(handle: FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, position)
  return buffer.subarray(0, bytesRead)
}

function corrupt(detail: string) {
  return new ConversionError('corrupt', `zip: ${detail}`)
}

/** The central directory of a ZIP file; throws 'corrupt' when it cannot be read. */
export async function readZipDirectory(path: string): Promise<ZipEntry[]> {
  const handle = await open(path, 'r')
  try {
    const { size } = await handle.stat()
    const tailLength = Math.min(size, 65_535 + 22)
    const tail = await readAt(handle, size - tailLength, tailLength)
    let eocd = -1
    for (let index = tail.length - 22; index >= 0; index--) {
      if (tail.readUInt32LE(index) === EOCD_SIGNATURE) {
        eocd = index
        break
      }
    }
    if (eocd < 0) throw corrupt('end of central directory not found (truncated archive?)')
    let count = tail.readUInt16LE(eocd + 10)
    let directorySize = tail.readUInt32LE(eocd + 12)
    let directoryOffset = tail.readUInt32LE(eocd + 16)

    const locator = eocd - 20
    if (locator >= 0 && tail.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE) {
      const zip64Offset = Number(tail.readBigUInt64LE(locator + 8))
      const record = await readAt(handle, zip64Offset, 56)
      if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) throw corrupt('bad ZIP64 record')
      count = Number(record.readBigUInt64LE(32))
      directorySize = Number(record.readBigUInt64LE(40))
      directoryOffset = Number(record.readBigUInt64LE(48))
    }
    if (directoryOffset + directorySize > size) throw corrupt('central directory points past the end of the file')
    if (directorySize > 64 * 1024 * 1024) throw new ConversionError('zip-bomb', `central directory of ${directorySize} bytes`)

    const directory = await readAt(handle, directoryOffset, directorySize)
    const entries: ZipEntry[] = []
    let offset = 0
    while (offset + 46 <= directory.length && entries.length < count + 1) {
      if (directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) break
      const flags = directory.readUInt16LE(offset + 8)
      const method = directory.readUInt16LE(offset + 10)
      let compressedSize = directory.readUInt32LE(offset + 20)
      let uncompressedSize = directory.readUInt32LE(offset + 24)
      const nameLength = directory.readUInt16LE(offset + 28)
      const extraLength = directory.readUInt16LE(offset + 30)
      const commentLength = directory.readUInt16LE(offset + 32)
      let localHeaderOffset = directory.readUInt32LE(offset + 42)
      const nameBytes = directory.subarray(offset + 46, offset + 46 + nameLength)
      const name = flags & 0x800 ? nameBytes.toString('utf8') : nameBytes.toString('latin1')
      let extra = offset + 46 + nameLength
      const extraEnd = extra + extraLength
      while (extra + 4 <= extraEnd) {
        const id = directory.readUInt16LE(extra)
        const length = directory.readUInt16LE(extra + 2)
        if (id === 0x0001) {
          let field = extra + 4
          if (uncompressedSize === 0xffffffff) {
            uncompressedSize = Number(directory.readBigUInt64LE(field))
            field += 8
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = Number(directory.readBigUInt64LE(field))
            field += 8
          }
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = Number(directory.readBigUInt64LE(field))
        }
        extra += 4 + length
      }
      entries.push({ name, method, flags, compressedSize, uncompressedSize, localHeaderOffset })
      offset = extraEnd + commentLength
    }
    if (entries.length === 0 && count > 0) throw corrupt('central directory is unreadable')
    return entries
  } finally {
    await handle.close()
  }
}

async function entryDataOffset(handle: FileHandle, entry: ZipEntry) {
  const header = await readAt(handle, entry.localHeaderOffset, 30)
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw corrupt(`bad local header for ${entry.name}`)
  return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28)
}

/**
 * Inflates one entry and hands its bytes to onChunk, stopping (with 'zip-bomb') once more
 * than maxBytes come out. Returns the number of bytes produced.
 */
async function inflateEntry(handle: FileHandle, entry: ZipEntry, maxBytes: number, onChunk?: (chunk: Buffer) => void): Promise<number> {
  if (entry.flags & 0x1) throw new ConversionError('encrypted', `zip entry ${entry.name} is encrypted`)
  const start = await entryDataOffset(handle, entry)
  if (entry.method === 0) {
    if (entry.compressedSize > maxBytes) {
      throw new ConversionError('zip-bomb', `${entry.name}: ${entry.compressedSize} stored bytes exceed the limit`)
    }
    const data = await readAt(handle, start, entry.compressedSize)
    onChunk?.(data)
    return data.length
  }
  if (entry.method !== 8) throw new ConversionError('unsupported', `zip entry ${entry.name} uses compression method ${entry.method}`)

  return new Promise<number>((resolve, reject) => {
    const inflate = createInflateRaw()
    let produced = 0
    let done = false
    const fail = (error: Error) => {
      if (done) return
      done = true
      inflate.destroy()
      reject(error)
    }
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length
      if (produced > maxBytes) {
        fail(new ConversionError('zip-bomb', `${entry.name} inflates past ${maxBytes} bytes (declared ${entry.uncompressedSize})`))
        return
      }
      onChunk?.(chunk)
    })
    inflate.on('error', (error) => fail(corrupt(`${entry.name}: ${error.message}`)))
    inflate.on('end', () => {
      if (done) return
      done = true
      resolve(produced)
    })
    const pump = async () => {
      const chunkSize = 256 * 1024
      for (let position = 0; position < entry.compressedSize && !done; position += chunkSize) {
        const length = Math.min(chunkSize, entry.compressedSize - position)
        const chunk = await readAt(handle, start + position, length)
        if (chunk.length === 0) break
        if (!inflate.write(chunk)) await new Promise((ready) => inflate.once('drain', ready))
      }
      inflate.end()
    }
    pump().catch((error) => fail(error))
  })
}

/** The bytes of one small entry (at most maxBytes inflated). */
export async function readZipEntry(path: string, entry: ZipEntry, maxBytes = 1024 * 1024): Promise<Buffer> {
  const handle = await open(path, 'r')
  try {
    const chunks: Buffer[] = []
    await inflateEntry(handle, entry, maxBytes, (chunk) => chunks.push(chunk))
    return Buffer.concat(chunks)
  } finally {
    await handle.close()
  }
}

/**
 * Refuses archives that would inflate to absurd sizes: first by the sizes the directory
 * declares (cheap), then by actually inflating every entry with a running budget, because
 * a hostile archive can declare small sizes and inflate to gigabytes.
 */
export async function assertNotZipBomb(
  path: string,
  entries: ZipEntry[],
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
  options: { inflate: boolean } = { inflate: true }
) {
  if (entries.length > limits.maxEntries) {
    throw new ConversionError('zip-bomb', `${entries.length} entries (limit ${limits.maxEntries})`)
  }
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0)
  const compressed = entries.reduce((sum, entry) => sum + entry.compressedSize, 0)
  const check = (total: number, what: string) => {
    if (total > limits.maxUncompressedBytes) {
      throw new ConversionError('zip-bomb', `${what} ${total} bytes uncompressed (limit ${limits.maxUncompressedBytes})`)
    }
    if (total > limits.minBombBytes && total / Math.max(1, compressed) > limits.maxRatio) {
      throw new ConversionError(
        'zip-bomb',
        `${what} ${total} bytes from ${compressed} compressed: ratio ${(total / Math.max(1, compressed)).toFixed(0)} above ${limits.maxRatio}`
      )
    }
  }
  check(declared, 'declares')
  if (!options.inflate) return

  const handle = await open(path, 'r')
  try {
    let actual = 0
    const budget = Math.min(limits.maxUncompressedBytes, Math.max(limits.minBombBytes, compressed * limits.maxRatio))
    for (const entry of entries) {
      if (entry.name.endsWith('/')) continue
      actual += await inflateEntry(handle, entry, Math.max(0, budget - actual))
    }
    check(actual, 'inflates to')
  } finally {
    await handle.close()
  }
}
