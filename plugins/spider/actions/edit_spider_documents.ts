import { ApiError } from '#core/kernel/http/api_error'
import SpiderDocument from '../models/spider_document.js'
import { SpiderDocumentStatus } from '../enums/spider_status.js'
import type { BatchSpiderDocumentInput, BatchSpiderDocumentRowsInput, UpdateSpiderDocumentInput } from '../validators/spider_validators.js'
import { queueDocuments } from './queue_spider.js'
import { publicationFields } from './publication_fields.js'

/** Published rows keep what they were published with: their document is edited in documents. */
const LOCKED = [SpiderDocumentStatus.Publishing, SpiderDocumentStatus.Published]

function compileFind(find: string | undefined) {
  if (!find) return null
  try {
    return new RegExp(find, 'g')
  } catch (error) {
    throw ApiError.badRequest(`查找的正则表达式无效：${(error as Error).message}`)
  }
}

/** The title a row would get from a batch's title rule. */
export function batchTitle(
  row: SpiderDocument,
  input: Pick<BatchSpiderDocumentInput, 'title_from' | 'find' | 'replace'>,
  find: RegExp | null
) {
  const sources = { href: row.titleFromHref, url: row.titleFromUrl, attachment: row.titleFromAttachment, title: row.title }
  const base = sources[input.title_from ?? 'title'] || row.title
  const title = find ? base.replace(find, input.replace ?? '') : base
  return title.trim().slice(0, 255)
}

export async function updateSpiderDocument(input: UpdateSpiderDocumentInput) {
  const row = await SpiderDocument.find(input.id)
  if (!row) throw ApiError.notFound('采集文档不存在')
  if (LOCKED.includes(row.status as never)) throw ApiError.badRequest('已发布的采集文档不能再修改')
  row.merge(publicationFields(input))
  await row.save()
  if (input.status) await queueDocuments([row.id], input.status as 1 | 5)
  return row.refresh()
}

/**
 * The batch of the review list. With `preview`, nothing changes: each row's current and new
 * title come back. Otherwise every editable row gets the change, then the queue step if asked.
 */
export async function batchSpiderDocuments(input: BatchSpiderDocumentInput) {
  const find = compileFind(input.find)
  const rows = await SpiderDocument.query().whereIn('id', input.id).orderBy('id', 'asc')
  const retitle = input.title_from !== undefined || find !== null
  if (input.preview) {
    return { preview: rows.map((row) => ({ id: row.id, title: row.title, new_title: retitle ? batchTitle(row, input, find) : row.title })) }
  }
  let updated = 0
  for (const row of rows) {
    if (LOCKED.includes(row.status as never)) continue
    const title = retitle ? batchTitle(row, input, find) : undefined
    row.merge({ ...publicationFields(input), ...(title && { title }) })
    if (row.$isDirty) updated += 1
    await row.save()
  }
  const queued = input.status ? await queueDocuments(input.id, input.status as 1 | 5) : { queued: [], skipped: [] }
  return { updated, queued: queued.queued, skipped: queued.skipped }
}

/**
 * The batch as the spec's client sends it: every row with its own fields and queue step.
 * Published rows and unknown ids are skipped, as in the batch by rule.
 */
export async function batchSpiderDocumentRows({ spider_document: items }: BatchSpiderDocumentRowsInput) {
  const rows = await SpiderDocument.query().whereIn(
    'id',
    items.map((item) => item.id)
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  let updated = 0
  for (const item of items) {
    const row = byId.get(item.id)
    if (!row || LOCKED.includes(row.status as never)) continue
    row.merge(publicationFields(item))
    if (row.$isDirty) updated += 1
    await row.save()
  }
  const queued: number[] = []
  const skipped: number[] = []
  for (const status of [SpiderDocumentStatus.CollectQueue, SpiderDocumentStatus.PublishQueue] as const) {
    const ids = items.filter((item) => item.status === status).map((item) => item.id)
    if (!ids.length) continue
    const result = await queueDocuments(ids, status)
    queued.push(...result.queued)
    skipped.push(...result.skipped)
  }
  return { updated, queued, skipped }
}

/** A published row's document stays; only the record of where it came from goes. */
export async function deleteSpiderDocuments(ids: number[]) {
  await SpiderDocument.query()
    .whereIn('id', ids)
    .whereNotIn('status', [SpiderDocumentStatus.Collecting, SpiderDocumentStatus.Publishing])
    .delete()
}
