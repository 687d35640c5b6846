import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Transform, type Readable } from 'node:stream'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import { storage } from '#core/storage/contracts'

export interface DriveFileInfo {
  size: number
  lastModified: Date
}

/** Size and modification time of a file on the drive, or null when it is missing. */
export async function driveFileInfo(key: string): Promise<DriveFileInfo | null> {
  const disk = storage.disk()
  if (!(await disk.exists(key))) return null
  const meta = await disk.getMetaData(key)
  return { size: meta.contentLength, lastModified: meta.lastModified }
}

/** Passes through bytes start..end (inclusive) of what flows in. */
function byteWindow(start: number, end: number) {
  let offset = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, start - offset)
      const to = Math.min(chunk.length, end + 1 - offset)
      offset += chunk.length
      callback(null, from < to ? chunk.subarray(from, to) : undefined)
    },
  })
}

/** The file's path when the drive is the local disk, or null for object storage. */
export function localDrivePath(key: string): string | null {
  const driver = storage.disk().driver
  if (!(driver instanceof FSDriver)) return null
  const location = driver.options.location
  return join(typeof location === 'string' ? location : fileURLToPath(location), key)
}

/**
 * A stream of a drive file, whole or a byte range. The local disk reads only the range;
 * other drivers stream from the start and drop the bytes outside the window.
 */
export async function openDriveFile(key: string, range?: { start: number; end: number }): Promise<Readable> {
  const disk = storage.disk()
  if (!range) return disk.getStream(key)
  const local = localDrivePath(key)
  if (local) return createReadStream(local, { start: range.start, end: range.end })
  const whole = await disk.getStream(key)
  const window = byteWindow(range.start, range.end)
  whole.on('error', (error) => window.destroy(error))
  return whole.pipe(window)
}
