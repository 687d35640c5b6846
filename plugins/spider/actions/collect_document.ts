import { createHash, randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ApiError } from '#core/kernel/http/api_error'
import { Attachment, AttachmentType } from '#core/storage/contracts'
import { Document, storeDocumentFile } from '#plugins/documents/contracts'
import SpiderDocument from '../models/spider_document.js'
import { SpiderDocumentStatus } from '../enums/spider_status.js'
import { crawlerFromSettings } from '../services/crawler.js'
import { FetchRefused } from '../services/fetch/safe_fetch.js'
import { dispositionFileName } from '../services/fetch/content_disposition.js'
import { titleFromUrl } from '../services/link_rules.js'

async function fail(row: SpiderDocument, reason: string, duplicate?: { id: number }) {
  row.merge({
    status: SpiderDocumentStatus.CollectFailed,
    error: reason.slice(0, 1024),
    duplicateOf: duplicate?.id ?? 0,
    duplicate: Boolean(duplicate),
  })
  await row.save()
  return row
}

/** Why the file must not be kept again: the library or another collected link has it. */
async function duplicateOf(row: SpiderDocument, hash: string) {
  const document = await Document.query().where('hash', hash).whereNull('deleted_at').select('id').first()
  if (document) return { id: document.id, reason: `站内已存在相同的文档（文档 ID ${document.id}），未重复保存` }
  const sibling = await SpiderDocument.query()
    .where('hash', hash)
    .whereNot('id', row.id)
    .whereIn('status', [
      SpiderDocumentStatus.Collected,
      SpiderDocumentStatus.PublishQueue,
      SpiderDocumentStatus.Publishing,
      SpiderDocumentStatus.Published,
    ])
    .first()
  if (sibling) return { id: sibling.documentId, reason: `与采集文档 #${sibling.id} 是同一个文件，未重复保存` }
  return null
}

/**
 * Downloads a found link through the safe crawler and keeps it exactly as a member's upload
 * would be kept (type by content, size, banned files), owned by the source's owner.
 */
export async function collectDocument(id: number) {
  const row = await SpiderDocument.find(id)
  if (!row || row.status !== SpiderDocumentStatus.CollectQueue) return row
  row.merge({ status: SpiderDocumentStatus.Collecting, error: '', duplicate: false })
  await row.save()

  let body: Buffer
  let name: string
  let contentType: string
  try {
    const crawler = await crawlerFromSettings()
    const response = await crawler.fetchFile(row.url)
    body = response.body
    contentType = String(response.headers['content-type'] ?? '').slice(0, 128)
    name = dispositionFileName(response.headers['content-disposition']) || path.basename(new URL(response.url).pathname) || 'document'
    try {
      name = decodeURIComponent(name)
    } catch {}
  } catch (error) {
    if (error instanceof FetchRefused) return fail(row, error.message)
    await fail(row, `下载出错：${(error as Error).message}`)
    throw error
  }

  const hash = createHash('md5').update(body).digest('hex')
  const duplicate = await duplicateOf(row, hash)
  row.merge({
    hash,
    size: body.length,
    contentType,
    titleFromAttachment: titleFromUrl(`http://x/${encodeURIComponent(name)}`).slice(0, 255),
  })
  if (duplicate) return fail(row, duplicate.reason, duplicate)

  const file = path.join(tmpdir(), `docsite-spider-${randomUUID()}`)
  try {
    await writeFile(file, body)
    const attachment = await storeDocumentFile({ path: file, originalName: name, userId: row.userId })
    // Filed as 采集文档 (type 8) until it is published, so it is not mistaken for the owner's own unused upload.
    await Attachment.query().where('id', attachment.id).update({ type: AttachmentType.SpiderDocument, type_id: row.id })
    row.merge({ status: SpiderDocumentStatus.Collected, attachmentId: attachment.id, ext: attachment.ext, error: '' })
    await row.save()
    return row
  } catch (error) {
    if (error instanceof ApiError) return fail(row, error.message)
    await fail(row, `保存文件出错：${(error as Error).message}`)
    throw error
  } finally {
    await rm(file, { force: true })
  }
}
