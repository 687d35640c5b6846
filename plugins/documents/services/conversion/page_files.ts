import type { ChildProcess } from 'node:child_process'
import { open, rm } from 'node:fs/promises'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { MAX_FRAME_BYTES, parsePnmHeader, type RasterFrame } from './pnm_stream.js'

/**
 * Pages the renderer may finish ahead of the encoders. Past that it is paused (SIGSTOP)
 * until they catch up, so a long document never piles its rasters up on the disk.
 */
export const PAGES_AHEAD = 3

export interface PageFilesRun {
  /** `mutool draw -s t` running with `-o %d.pnm` in dir. */
  child: ChildProcess
  dir: string
  /** The document path exactly as mutool prints it in its `page <file> <n>` lines. */
  document: string
  first: number
  last: number
}

/** Page buffers are recycled, as in readPnmFrames: a fresh 3-4 MB buffer a page kept the garbage collector busy. */
function bufferPool() {
  const free: Buffer[] = []
  return {
    take(size: number) {
      const index = free.findIndex((buffer) => buffer.length === size)
      return index >= 0 ? free.splice(index, 1)[0] : Buffer.allocUnsafe(size)
    },
    give(buffer: Buffer) {
      if (free.length < 4) free.push(buffer)
    },
  }
}

async function readFrame(file: string, page: number, pool: ReturnType<typeof bufferPool>): Promise<RasterFrame> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    if (size > MAX_FRAME_BYTES) throw new Error(`page ${page} raster of ${size} bytes is too large`)
    const buffer = pool.take(size)
    const { bytesRead } = await handle.read(buffer, 0, size, 0)
    const header = parsePnmHeader(buffer.subarray(0, Math.min(size, 4096)))
    if (!header || bytesRead !== size || header.length + header.width * header.height * header.channels !== size) {
      pool.give(buffer)
      throw new Error(`page ${page} raster is incomplete`)
    }
    let released = false
    return {
      page,
      width: header.width,
      height: header.height,
      channels: header.channels,
      data: buffer.subarray(header.length),
      release: () => {
        if (released) return
        released = true
        pool.give(buffer)
      },
    }
  } finally {
    await handle.close()
  }
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Hands over the pages `mutool draw` writes as one PNM file each, in order, each read once
 * into a recycled buffer and deleted. Through files rather than a pipe, a 3.4 MB page costs
 * one read instead of ~50 pipe round trips between the two processes, a third of the CPU the
 * transfer took (see docs/conversion.md). mutool names each page on stderr as it starts it
 * (`page <file> <n>`), after closing the previous page's file: page n is whole once page n+1
 * has started or mutool has exited. Returns the number of pages handed over; a failed mutool
 * (non-zero exit) ends the reading, and the caller reports its exit.
 */
export async function readPageFiles(run: PageFilesRun, onFrame: (frame: RasterFrame) => Promise<void>): Promise<number> {
  const { child, dir, first, last } = run
  const started = new RegExp(`(?:^|\\n)page ${escapeRegExp(run.document)} (\\d+)(?=\\D)`, 'g')
  const keep = run.document.length + 32
  const decoder = new StringDecoder('utf8')
  const pool = bufferPool()
  let stderr = ''
  let begun = first - 1
  let next = first
  let exitCode: number | null | undefined
  let paused = false
  let wake: (() => void) | null = null

  // Paused while PAGES_AHEAD whole pages wait to be read; checked whenever either side moves.
  const pace = () => {
    const pause = exitCode === undefined && begun - next >= PAGES_AHEAD
    if (pause === paused || child.pid === undefined) return
    try {
      process.kill(child.pid, pause ? 'SIGSTOP' : 'SIGCONT')
      paused = pause
    } catch {
      // already gone: the close event follows
    }
  }
  const notify = () => {
    pace()
    const resume = wake
    wake = null
    resume?.()
  }

  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += decoder.write(chunk)
    for (const match of stderr.matchAll(started)) begun = Math.max(begun, Number(match[1]))
    // Keep enough for a line cut in the middle of its page number.
    if (stderr.length > keep) stderr = stderr.slice(-keep)
    notify()
  })
  // Nothing comes on stdout (pages go to files), but it must be read to its end for close to come.
  child.stdout?.resume()
  child.once('close', (code) => {
    exitCode = code
    notify()
  })

  while (next <= last) {
    if (exitCode !== undefined && exitCode !== 0) break
    if (exitCode === undefined && next >= begun) {
      await new Promise<void>((resolve) => (wake = resolve))
      continue
    }
    const file = path.join(dir, `${next}.pnm`)
    const frame = await readFrame(file, next, pool).catch((error: NodeJS.ErrnoException) => {
      // Exited cleanly without this page: mutool drew fewer pages than asked, which the caller counts.
      if (error.code === 'ENOENT' && exitCode === 0) return null
      throw error
    })
    if (!frame) break
    await rm(file, { force: true })
    next++
    pace()
    await onFrame(frame)
  }
  return next - first
}
