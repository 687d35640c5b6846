import { Transform, type Readable } from 'node:stream'
import { Disk } from '@adonisjs/drive'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import { storage } from '#core/storage/contracts'

function systemError(code: string) {
  const text: Record<string, string> = { ENOSPC: 'no space left on device', EACCES: 'permission denied', EROFS: 'read-only file system' }
  return Object.assign(new Error(`${code}: ${text[code] ?? 'i/o error'}, write`), { code, errno: -28, syscall: 'write' })
}

/**
 * The real local disk (same folder), except that every write stops after `room` bytes with a
 * system error, as a disk filling up in the middle of an upload does: what was written stays.
 */
class FillingDriver extends FSDriver {
  constructor(
    location: string | URL,
    private room: number,
    private code: string
  ) {
    super({ location, visibility: 'private' })
  }

  /** Writes the first `room` bytes, then fails the way the file write itself does (its handle already closed). */
  async putStream(key: string, contents: Readable, options?: any) {
    let written = 0
    const room = this.room
    const truncated = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const left = Math.max(0, room - written)
        written += chunk.length
        done(null, chunk.subarray(0, left))
      },
    })
    await super.putStream(key, contents.pipe(truncated), options)
    if (written > room) throw systemError(this.code)
  }

  async put(key: string, contents: string | Uint8Array, options?: any) {
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents)
    await super.put(key, bytes.subarray(0, Math.min(this.room, bytes.length)), options)
    if (bytes.length > this.room) throw systemError(this.code)
  }
}

/** The local disk's folder; null when the tests run on another drive. */
export function localRoot() {
  const driver = storage.disk().driver
  return driver instanceof FSDriver ? driver.options.location : null
}

/**
 * Makes the storage service write through a disk that fails after `room` bytes until the
 * returned function restores it (space freed).
 */
export function fillDiskAfter(room: number, code = 'ENOSPC') {
  const location = localRoot()
  if (!location) throw new Error('The local drive is not in use')
  const disk = new Disk(new FillingDriver(location, room, code))
  storage.disk = () => disk
  return () => {
    Reflect.deleteProperty(storage, 'disk')
  }
}
