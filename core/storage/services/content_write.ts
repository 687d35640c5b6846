import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { rename, stat, statfs } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import type { Disk } from '@adonisjs/drive'
import { FSDriver } from '@adonisjs/drive/drivers/fs'

/** What to store: bytes in memory, or a local file the caller owns. */
export type ContentSource = { bytes: Uint8Array } | { path: string }

/** What the stored object must be: its byte count and md5 (the key's hash). */
export interface ContentCheck {
  size: number
  md5: string
}

const MD5 = /^[0-9a-f]{32}$/

function sourceStream(source: ContentSource): Readable {
  return 'path' in source ? createReadStream(source.path) : Readable.from([Buffer.from(source.bytes)])
}

async function md5OfStream(stream: Readable) {
  const hash = createHash('md5')
  for await (const chunk of stream) hash.update(chunk)
  return hash.digest('hex')
}

/**
 * Whether the disk holds exactly this content at the key: the size first (cheap), then the
 * md5, from an object store's ETag when it is the plain md5 of a single-part upload,
 * otherwise by reading the object back.
 */
export async function storedContent(disk: Disk, key: string, expected: ContentCheck): Promise<'missing' | 'same' | 'different'> {
  if (!(await disk.exists(key))) return 'missing'
  const meta = await disk.getMetaData(key)
  if (meta.contentLength !== expected.size) return 'different'
  if (String(meta.etag ?? '').replace(/"/g, '') === expected.md5) return 'same'
  return (await md5OfStream(await disk.getStream(key))) === expected.md5 ? 'same' : 'different'
}

function localPath(driver: FSDriver, key: string) {
  const root = driver.options.location
  return path.join(typeof root === 'string' ? root : fileURLToPath(root), key)
}

/**
 * A local file is written under a temporary name next to its key and renamed over it once
 * complete: a full disk or a crash leaves at most the temporary file (removed on error),
 * never a truncated file at the key.
 */
async function writeLocal(disk: Disk, driver: FSDriver, key: string, source: ContentSource, size: number) {
  const temporary = `${key}.${randomUUID()}.part`
  try {
    await disk.putStream(temporary, sourceStream(source))
    await rename(localPath(driver, temporary), localPath(driver, key))
  } catch (error) {
    const full = await outOfSpace(localPath(driver, temporary), size)
    await disk.delete(temporary).catch(() => {})
    throw full ? Object.assign(new Error('ENOSPC: no space left on device, write', { cause: error }), { code: 'ENOSPC' }) : error
  }
}

/**
 * Whether the disk had no room for the rest of the file when a write failed. A stream
 * written through flydrive fails with the source's AbortError, not the disk's ENOSPC: the
 * disk is asked instead, before the partial file is removed.
 */
async function outOfSpace(partialFile: string, size: number) {
  try {
    const written = await stat(partialFile).then(
      (file) => file.size,
      () => 0
    )
    const disk = await statfs(path.dirname(partialFile))
    return disk.bavail * disk.bsize < size - written
  } catch {
    return false
  }
}

/**
 * An object store makes a PUT visible only once it completes; Content-MD5 has the store
 * reject bytes that arrived damaged, and the length is known up front.
 */
async function writeObject(disk: Disk, key: string, source: ContentSource, expected: ContentCheck, contentType?: string) {
  const options = {
    contentType,
    contentLength: expected.size,
    ContentMD5: Buffer.from(expected.md5, 'hex').toString('base64'),
  }
  if ('bytes' in source) await disk.put(key, source.bytes, options)
  else await disk.putStream(key, sourceStream(source), options)
}

/**
 * Writes content under its key and checks what the disk then holds; an object of the wrong
 * size is removed rather than left for the next upload of the same content to reuse.
 */
export async function writeContent(disk: Disk, key: string, source: ContentSource, expected: ContentCheck, contentType?: string) {
  if (!MD5.test(expected.md5)) throw new Error(`Invalid md5: ${expected.md5}`)
  if (disk.driver instanceof FSDriver) await writeLocal(disk, disk.driver, key, source, expected.size)
  else await writeObject(disk, key, source, expected, contentType)
  const stored = (await disk.getMetaData(key)).contentLength
  if (stored !== expected.size) {
    await disk.delete(key).catch(() => {})
    throw new Error(`The storage kept ${stored} of ${expected.size} bytes of ${key}`)
  }
}
