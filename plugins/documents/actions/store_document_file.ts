import { createHash } from 'node:crypto'
import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import { storage, Attachment, AttachmentType } from '#core/storage/contracts'
import { detectFileType, isConversionError, sanitizeFilename } from '../services/conversion/index.js'
import { documentFiles } from '../services/document_files.js'
import { SUPPORTED_EXTENSIONS } from '../settings.js'

export interface StoreDocumentFileInput {
  /** A local file the caller owns (a temp file of the upload, or a file the importer reads). */
  path: string
  /** The name the file came with: only for display and the default title. */
  originalName: string
  userId: number
  ip?: string
}

const MB = 1024 * 1024

/** One buffer reused for the whole file: hashing 500 MB leaves no garbage for the GC to catch up with. */
export async function md5OfFile(filePath: string) {
  const hash = createHash('md5')
  const buffer = Buffer.allocUnsafe(1024 * 1024)
  const handle = await open(filePath, 'r')
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null)
      if (bytesRead === 0) break
      hash.update(buffer.subarray(0, bytesRead))
    }
  } finally {
    await handle.close()
  }
  return hash.digest('hex')
}

/** The byte limit of one document and the extensions an upload may have, from the settings. */
export async function documentUploadRules() {
  const group = await settings.group<{ max_document_size: number; document_allowed_ext: string[] }>('document')
  const chosen = (group.document_allowed_ext ?? []).map((ext) => String(ext).replace(/^\./, '').toLowerCase())
  return {
    maxBytes: Math.max(1, Number(group.max_document_size) || 50) * MB,
    allowedExtensions: chosen.length ? chosen.filter((ext) => SUPPORTED_EXTENSIONS.includes(ext)) : SUPPORTED_EXTENSIONS,
  }
}

async function identify(filePath: string, name: string) {
  try {
    return await detectFileType(filePath, name)
  } catch (error) {
    if (isConversionError(error)) throw ApiError.badRequest(error.userMessage)
    throw error
  }
}

/**
 * Checks an uploaded file by its content and keeps it: the size and type rules of the
 * settings, banned and (optionally) already published content, then the original on the
 * drive under its md5 and an Attachment row of the uploader. The extension stored is the
 * one the content proved, never the one the name claimed.
 */
export async function storeDocumentFile(input: StoreDocumentFileInput): Promise<Attachment> {
  const rules = await documentUploadRules()
  const info = await stat(input.path)
  if (info.size === 0) throw ApiError.badRequest('文件为空，请选择有内容的文档')
  if (info.size > rules.maxBytes) {
    throw ApiError.badRequest(`文档大小不能超过 ${Math.round(rules.maxBytes / MB)}MB`)
  }

  const name = sanitizeFilename(input.originalName)
  const detected = await identify(input.path, name)
  if (!rules.allowedExtensions.includes(detected.ext)) {
    throw ApiError.badRequest(
      `不允许上传 .${detected.ext} 格式的文档，允许的格式：${rules.allowedExtensions.map((ext) => `.${ext}`).join(' ')}`
    )
  }

  const hash = await md5OfFile(input.path)
  if (await storage.isBanned(hash)) throw ApiError.badRequest('该文件已被禁止上传')
  if (await settings.get<boolean>('document', 'disable_upload_exist_document')) {
    const existing = await db.from('documents').where('hash', hash).whereNull('deleted_at').select('id').first()
    if (existing) throw ApiError.badRequest('站内已存在相同的文档，不允许重复上传')
  }

  const key = documentFiles.original(hash, detected.ext)
  await storage.putContent(key, { path: input.path }, { size: info.size, md5: hash }, detected.mime)

  const values = {
    hash,
    userId: input.userId,
    type: AttachmentType.Document,
    typeId: 0,
    enable: true,
    path: `/${key}`,
    name: name.slice(0, 255),
    size: info.size,
    width: 0,
    height: 0,
    ext: detected.ext,
    ip: (input.ip ?? '').slice(0, 64),
    description: '',
  }
  // The same person sending the same file again before using it gets the same row back.
  const unused = await Attachment.query()
    .where('hash', hash)
    .where('userId', input.userId)
    .where('type', AttachmentType.Document)
    .where('typeId', 0)
    .where('ext', detected.ext)
    .first()
  if (unused) {
    unused.merge({ name: values.name, ip: values.ip })
    unused.updatedAt = DateTime.now()
    await unused.save()
    return unused
  }
  return Attachment.create(values)
}

/** The title a document gets from its file name: the sanitized name without its extension. */
export function titleFromName(name: string) {
  const clean = sanitizeFilename(name)
  const ext = path.extname(clean)
  return (ext ? clean.slice(0, -ext.length) : clean).trim() || clean
}
