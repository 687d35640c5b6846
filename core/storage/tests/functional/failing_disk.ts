import { execFile } from 'node:child_process'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { promisify } from 'node:util'
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

const run = promisify(execFile)

/** Whether this machine lets the tests mount a small tmpfs (Linux, as root with the right to mount). */
export async function canMountTmpfs() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false
  const probe = await mkdtemp(path.join(tmpdir(), 'docsite-mount-probe-'))
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe])
    await run('umount', [probe])
    return true
  } catch {
    return false
  } finally {
    await rm(probe, { recursive: true, force: true })
  }
}

/**
 * Makes the storage service write to a real disk that is full: a 1 MB tmpfs filled to the
 * last byte. The returned function restores the configured disk and unmounts it.
 */
export async function useFullDisk() {
  const location = await mkdtemp(path.join(tmpdir(), 'docsite-full-disk-'))
  await run('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', location])
  const filler = await open(path.join(location, 'filler'), 'w')
  try {
    for (;;) await filler.write(Buffer.alloc(4096, 1))
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error
  } finally {
    await filler.close()
  }
  const disk = new Disk(new FSDriver({ location, visibility: 'private' }))
  storage.disk = () => disk
  return async () => {
    Reflect.deleteProperty(storage, 'disk')
    await run('umount', [location])
    await rm(location, { recursive: true, force: true })
  }
}
