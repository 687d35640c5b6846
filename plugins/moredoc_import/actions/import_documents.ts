import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { claimAttachment } from '#core/storage/contracts'
import { withAncestors } from '#plugins/categories/contracts'
import { Document, DocumentStatus, queueConversion, storeDocumentFile } from '#plugins/documents/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { dateTimeOf, mappedIds, remember } from '../services/import_map.js'
import { findUploadedFile } from '../services/uploaded_file.js'

/** MOREDOC's attachment type of a document's file, and its document status 禁用. */
const MOREDOC_DOCUMENT_ATTACHMENT = 2
const MOREDOC_DISABLED = 4

async function uuidFor(sourceUuid: unknown) {
  const wanted = String(sourceUuid ?? '').trim()
  if (!wanted || (await db.from('documents').where('uuid', wanted).select('id').first())) return randomUUID()
  return wanted
}

/**
 * Documents with their files: the file MOREDOC's attachment row points to is read from
 * --uploads and checked and kept like an upload (same size and type rules), then the
 * document keeps MOREDOC's title, texts, price, counts, dates and (old links) uuid, is filed
 * under its copied categories and their parents, and waits for conversion here. Documents in
 * MOREDOC's recycle bin are left out; disabled ones stay disabled and are not converted.
 */
export async function importDocuments(context: ImportContext) {
  const { source } = context
  const users = await mappedIds('user')
  const categories = await mappedIds('category')
  const queued: number[] = []
  const report = await importEachRow(context, {
    kind: 'document',
    label: '文档',
    table: 'document',
    copy: async (row) => {
      const sourceId = Number(row.id)
      if (row.deleted_at) return { skipped: '在 MOREDOC 的回收站中' }
      const userId = users.get(Number(row.user_id))
      if (!userId) return { skipped: `上传者（用户 ${row.user_id}）未迁移` }
      const attachment = await source.client
        .from(source.table('attachment'))
        .where({ type: MOREDOC_DOCUMENT_ATTACHMENT, type_id: sourceId })
        .whereNull('deleted_at')
        .orderBy('id', 'desc')
        .first()
      if (!attachment) return { skipped: 'MOREDOC 中没有这篇文档的附件记录' }
      const file = await findUploadedFile(context.uploads, String(attachment.path ?? ''))
      if (!file.found) return { skipped: `文件不存在：${attachment.path}（找过 ${file.tried.join('、')}）` }

      let stored
      try {
        stored = await storeDocumentFile({
          path: file.found,
          originalName: String(attachment.name || `${row.title}${row.ext ?? ''}`),
          userId,
          ip: String(attachment.ip ?? ''),
        })
      } catch (error) {
        return { skipped: `文件未通过检查：${(error as Error).message}` }
      }

      const links = await source.client.from(source.table('document_category')).where('document_id', sourceId).select('id', 'category_id')
      const categoryIds = await withAncestors(links.flatMap((link) => categories.get(Number(link.category_id)) ?? []))
      const uuid = await uuidFor(row.uuid)
      const disabled = Number(row.status) === MOREDOC_DISABLED

      const document = await db.transaction(async (trx) => {
        const created = await Document.create(
          {
            uuid,
            title: String(row.title ?? '').slice(0, 255) || stored.name,
            keywords: String(row.keywords ?? '').slice(0, 255),
            description: String(row.description ?? '').slice(0, 512),
            userId,
            attachmentId: stored.id,
            hash: stored.hash,
            ext: `.${stored.ext}`,
            size: stored.size,
            language: String(row.language ?? '').slice(0, 16),
            price: Math.max(0, Number(row.price ?? 0)),
            status: disabled ? DocumentStatus.Disabled : DocumentStatus.Pending,
            viewCount: Number(row.view_count ?? 0),
            downloadCount: Number(row.download_count ?? 0),
            score: Number(row.score ?? 300),
            scoreCount: Number(row.score_count ?? 0),
            recommendAt: dateTimeOf(row.recommend_at),
            createdAt: dateTimeOf(row.created_at) ?? DateTime.now(),
            updatedAt: dateTimeOf(row.updated_at) ?? DateTime.now(),
          },
          { client: trx }
        )
        if (categoryIds.length) {
          await trx
            .insertQuery()
            .table('document_categories')
            .multiInsert(categoryIds.map((categoryId) => ({ document_id: created.id, category_id: categoryId })))
        }
        if (!(await claimAttachment(stored.id, created.id, trx))) throw new Error(`attachment ${stored.id} is already used`)
        for (const link of links) {
          const categoryId = categories.get(Number(link.category_id))
          if (categoryId) await remember('document_category', Number(link.id), categoryId, trx)
        }
        await remember('document', sourceId, created.id, trx)
        return created
      })
      if (!disabled) queued.push(document.id)
      const unfiled = links.filter((link) => !categories.has(Number(link.category_id))).map((link) => link.category_id)
      return { imported: document.id, note: unfiled.length ? `分类 ${unfiled.join('、')} 未迁移，未归入这些分类` : undefined }
    },
  })
  try {
    await queueConversion(queued)
  } catch (error) {
    // The documents are saved as 待转换: the documents.sweep schedule queues them once the queue answers.
    report.notes.push({ sourceId: 0, note: `转换队列不可用（${(error as Error).message}），文档保持待转换，稍后自动排队` })
  }
  return { report, queued }
}
