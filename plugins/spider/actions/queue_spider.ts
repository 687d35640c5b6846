import { DateTime } from 'luxon'
import { queue } from '#core/queue/contracts'
import SpiderUrl from '../models/spider_url.js'
import SpiderDocument from '../models/spider_document.js'
import { SpiderDocumentStatus, SpiderUrlStatus, type SpiderDocumentStatusValue } from '../enums/spider_status.js'

/** Longer than spider.crawl's own time limit: a run still 采集中 after this died with its process. */
const STALE_RUN_MS = 35 * 60 * 1000
/** Longer than spider.collect's time limit (and the longest response the settings allow): a row still 采集中 or 发布中 after this died with its process. */
export const STALE_WORK_MS = 20 * 60 * 1000

function before(ms: number, now = DateTime.now()) {
  return now.minus({ milliseconds: ms }).toSQL({ includeOffset: false })!
}

/** Marks sources as queued and hands them to spider.crawl; one running at a time per source. */
export async function queueCrawl(ids: number[]) {
  const staleBefore = before(STALE_RUN_MS)
  const sources = await SpiderUrl.query()
    .whereIn('id', ids)
    .where((query) => query.whereNot('status', SpiderUrlStatus.Collecting).orWhere('updated_at', '<', staleBefore))
    .orderBy('id', 'asc')
  for (const source of sources) {
    source.merge({ status: SpiderUrlStatus.Pending, error: '' })
    await source.save()
    await queue.dispatch('spider.crawl', { spiderUrlId: source.id }, { jobId: `spider-crawl-${source.id}` })
  }
  return sources.map((source) => source.id)
}

export async function enqueueDueSources(now = DateTime.now()) {
  const due = await SpiderUrl.query()
    .whereNotNull('next_run_at')
    .where('next_run_at', '<=', now.toSQL({ includeOffset: false })!)
    .select('id')
  return queueCrawl(due.map((source) => source.id))
}

/** Which states a document may leave for a queue: new or failed downloads, collected or failed publications. */
const QUEUE_FROM: Record<number, SpiderDocumentStatusValue[]> = {
  [SpiderDocumentStatus.CollectQueue]: [SpiderDocumentStatus.Pending, SpiderDocumentStatus.CollectFailed],
  [SpiderDocumentStatus.PublishQueue]: [SpiderDocumentStatus.Collected, SpiderDocumentStatus.PublishFailed],
}

/** Queues documents to download (1) or publish (5); rows in another state are left as they are. */
export async function queueDocuments(
  ids: number[],
  status: typeof SpiderDocumentStatus.CollectQueue | typeof SpiderDocumentStatus.PublishQueue
) {
  const rows = await SpiderDocument.query().whereIn('id', ids).whereIn('status', QUEUE_FROM[status])
  await enqueueRows(rows, status)
  return { queued: rows.map((row) => row.id), skipped: ids.filter((id) => !rows.some((row) => row.id === id)) }
}

async function enqueueRows(
  rows: SpiderDocument[],
  status: typeof SpiderDocumentStatus.CollectQueue | typeof SpiderDocumentStatus.PublishQueue
) {
  const job = status === SpiderDocumentStatus.CollectQueue ? 'spider.collect' : 'spider.publish'
  for (const row of rows) {
    row.merge({ status, error: '' })
    await row.save()
    await queue.dispatch(job, { spiderDocumentId: row.id }, { jobId: `${job.replace('.', '-')}-${row.id}` })
  }
}

/** The queue a working state returns to when its process died. */
const RESUME = [
  [SpiderDocumentStatus.Collecting, SpiderDocumentStatus.CollectQueue],
  [SpiderDocumentStatus.Publishing, SpiderDocumentStatus.PublishQueue],
] as const

/**
 * Run by spider.due before the due sources: rows and sources left 采集中 or 发布中 longer
 * than their lease by a process that died go back to their queue and are worked again.
 */
export async function resumeAbandonedWork(now = DateTime.now()) {
  const staleSources = await SpiderUrl.query()
    .where('status', SpiderUrlStatus.Collecting)
    .where('updated_at', '<', before(STALE_RUN_MS, now))
    .select('id')
  const sources = await queueCrawl(staleSources.map((source) => source.id))
  const documents: number[] = []
  for (const [working, waiting] of RESUME) {
    const rows = await SpiderDocument.query()
      .where('status', working)
      .where('updated_at', '<', before(STALE_WORK_MS, now))
      .orderBy('id', 'asc')
    await enqueueRows(rows, waiting)
    documents.push(...rows.map((row) => row.id))
  }
  return { sources, documents }
}
