import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { Readable } from 'node:stream'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import drive from '@adonisjs/drive/services/main'
import { ApiError } from '#core/kernel/http/api_error'
import { storedContent, writeContent, type ContentCheck, type ContentSource } from './services/content_write.js'
import { reportWriteFailure } from './services/write_failures.js'
import Attachment from './models/attachment.js'
import type { AttachmentTypeValue } from './enums/attachment_type.js'

/** What GET /uploads/* will send, by extension: images only. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
}

const HASH = /^[0-9a-f]{32}$/
const EXT = /^[a-z0-9]{1,8}$/

export interface StoreUploadInput {
  bytes: Uint8Array
  /** The extension the content was identified as (never the client's file name). */
  ext: string
  userId: number
  type: AttachmentTypeValue
  typeId?: number
  /** The client's file name, kept for display only. */
  name?: string
  ip?: string
  width?: number
  height?: number
  description?: string
}

export interface StoredUpload {
  stream: Readable
  contentType: string
  size: number | undefined
  hash: string
}

/**
 * Files live on the configured drive disk (local folder or S3), addressed by the md5 of
 * their bytes: the same content is stored once however often it is uploaded, and a hash
 * an administrator disabled is refused for good.
 */
export class StorageService {
  disk() {
    return drive.use()
  }

  /** The drive service files go to (local, s3), for logs and the dashboard. */
  diskName() {
    return app.config.get<string>('drive.default', 'local')
  }

  md5(bytes: Uint8Array) {
    return createHash('md5').update(bytes).digest('hex')
  }

  uploadKey(hash: string, ext: string) {
    if (!HASH.test(hash) || !EXT.test(ext)) throw new Error(`Invalid upload key: ${hash}.${ext}`)
    return `uploads/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${ext}`
  }

  /** The public path of a drive key below uploads/, served by GET /uploads/*. */
  publicPath(key: string) {
    return `/${key}`
  }

  async isBanned(hash: string) {
    const row = await Attachment.query().where('hash', hash).where('enable', false).select('id').first()
    return Boolean(row)
  }

  /**
   * Keeps content under its content-addressed key: reused when the disk already holds
   * exactly these bytes, written (or rewritten over a damaged copy) otherwise, never left
   * half-written. A write the storage refuses becomes 507 存储空间不足 or 503 存储不可用.
   */
  async putContent(key: string, source: ContentSource, expected: ContentCheck, contentType?: string) {
    const disk = this.disk()
    try {
      const found = await storedContent(disk, key, expected)
      if (found === 'same') return
      if (found === 'different') {
        logger.warn({ key, size: expected.size }, 'storage: the stored copy does not match its hash, writing it again')
      }
      await writeContent(disk, key, source, expected, contentType)
    } catch (error) {
      throw await reportWriteFailure(error, { disk: this.diskName(), key })
    }
  }

  /** Writes bytes under the key unless the disk holds them already. */
  async put(key: string, bytes: Uint8Array, contentType?: string) {
    await this.putContent(key, { bytes }, { size: bytes.byteLength, md5: this.md5(bytes) }, contentType)
  }

  /**
   * Stores an upload and records it. The same user uploading the same content for the same
   * owner again gets the existing row back (touched), not a duplicate.
   */
  async storeUpload(input: StoreUploadInput): Promise<Attachment> {
    const ext = input.ext.toLowerCase()
    const hash = this.md5(input.bytes)
    if (await this.isBanned(hash)) throw ApiError.badRequest('该文件已被禁止上传')
    const key = this.uploadKey(hash, ext)
    await this.putContent(key, { bytes: input.bytes }, { size: input.bytes.byteLength, md5: hash }, IMAGE_CONTENT_TYPES[ext])

    const values = {
      hash,
      userId: input.userId,
      type: input.type,
      typeId: input.typeId ?? 0,
      enable: true,
      path: this.publicPath(key),
      name: (input.name ?? '').slice(0, 255),
      size: input.bytes.byteLength,
      width: input.width ?? 0,
      height: input.height ?? 0,
      ext,
      ip: input.ip ?? '',
      description: input.description ?? '',
    }
    const existing = await Attachment.query()
      .where('hash', hash)
      .where('userId', values.userId)
      .where('type', values.type)
      .where('typeId', values.typeId)
      .first()
    if (existing) {
      existing.merge({ name: values.name, ip: values.ip })
      existing.updatedAt = DateTime.now()
      await existing.save()
      return existing
    }
    return Attachment.create(values)
  }

  /**
   * Opens a file below uploads/ for GET /uploads/*, or null when the path is not one the
   * storage writes, is not an image, is banned or is missing.
   */
  async openUpload(segments: string[]): Promise<StoredUpload | null> {
    if (segments.length !== 3) return null
    const [first, second, file] = segments
    const match = /^([0-9a-f]{32})\.([a-z0-9]{1,8})$/.exec(file)
    if (!match) return null
    const [, hash, ext] = match
    if (first !== hash.slice(0, 2) || second !== hash.slice(2, 4)) return null
    const contentType = IMAGE_CONTENT_TYPES[ext]
    if (!contentType) return null
    if (await this.isBanned(hash)) return null
    const key = this.uploadKey(hash, ext)
    const disk = this.disk()
    if (!(await disk.exists(key))) return null
    const meta = await disk.getMetaData(key).catch(() => null)
    return { stream: await disk.getStream(key), contentType, size: meta?.contentLength, hash }
  }
}

const storage = new StorageService()
export default storage
