import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { isDiskWriteError, reportWriteFailure } from '#core/storage/contracts'

export interface ReceivedFile {
  path: string
  clientName: string
  /** Removes the temp file; safe to call twice. */
  discard(): Promise<void>
}

/** Room for the multipart boundaries and part headers around the file itself. */
const ENVELOPE_BYTES = 64 * 1024

export function tooLarge(maxBytes: number) {
  return new ApiError(`文档大小不能超过 ${Math.round(maxBytes / 1024 / 1024)}MB`, 413)
}

/**
 * Streams the multipart field `field` of the request to a temp file and stops at maxBytes:
 * the body is never held in memory, and a body announcing more than the limit is refused
 * before a byte of it is read. The route must be listed in bodyparser's processManually.
 */
export async function receiveUploadedFile(request: HttpContext['request'], field: string, maxBytes: number): Promise<ReceivedFile> {
  const announced = Number(request.header('content-length') ?? 0)
  if (announced > maxBytes + ENVELOPE_BYTES) throw tooLarge(maxBytes)
  if (!request.multipart) throw ApiError.badRequest('请选择要上传的文档')

  const tmpPath = path.join(tmpdir(), `docsite-upload-${process.pid}-${randomUUID()}`)
  // Never throws: a failed removal must not hide the error that led to it.
  const discard = () => rm(tmpPath, { force: true }).catch(() => {})
  let clientName: string | null = null
  let writeError: unknown

  request.multipart.onFile(field, {}, async (part, reportChunk) => {
    if (clientName !== null) {
      part.resume()
      return
    }
    clientName = part.filename ?? ''
    // reportChunk counts the bytes against process()'s limit and aborts the form past it.
    part.pause()
    part.on('data', reportChunk)
    try {
      await pipeline(part, createWriteStream(tmpPath))
    } catch (error) {
      writeError = error
      await discard()
      throw error
    }
  })
  // The temp folder full or not writable is the same storage trouble as the drive's: 507/503, logged, on the dashboard.
  const diskTrouble = async () => {
    if (isDiskWriteError(writeError)) throw await reportWriteFailure(writeError, { disk: 'tmp', key: tmpPath })
  }

  try {
    await request.multipart.process({ limit: maxBytes })
  } catch (error) {
    await discard()
    if ((error as { code?: string }).code === 'E_REQUEST_ENTITY_TOO_LARGE') throw tooLarge(maxBytes)
    if ((error as { code?: string }).code === 'E_INVALID_MULTIPART_REQUEST') throw ApiError.badRequest('上传的数据不完整，请重新上传')
    await diskTrouble()
    throw error
  }
  const uploaded = request.file(field)
  if (clientName === null || !uploaded || uploaded.hasErrors) {
    await discard()
    await diskTrouble()
    throw ApiError.badRequest('请选择要上传的文档')
  }
  return { path: tmpPath, clientName, discard }
}
