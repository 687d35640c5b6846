import type { JobDefinition } from '#core/queue/contracts'
import { crawlSource } from '../actions/crawl_source.js'
import { collectDocument } from '../actions/collect_document.js'
import { publishDocument } from '../actions/publish_document.js'
import { enqueueDueSources, resumeAbandonedWork } from '../actions/queue_spider.js'

/** Reads a source's pages; the run's own time and size limits bound it, so one attempt is enough. */
export const crawlJob: JobDefinition<{ spiderUrlId: number }> = {
  name: 'spider.crawl',
  label: '读取采集网址',
  attempts: 1,
  concurrency: 1,
  timeoutMs: 30 * 60 * 1000,
  async handle({ spiderUrlId }) {
    await crawlSource(spiderUrlId)
  },
}

/** One download at a time: the same file under two URLs must see the first one kept to be marked a duplicate. */
export const collectJob: JobDefinition<{ spiderDocumentId: number }> = {
  name: 'spider.collect',
  label: '下载采集文档',
  attempts: 1,
  concurrency: 1,
  timeoutMs: 15 * 60 * 1000,
  async handle({ spiderDocumentId }) {
    await collectDocument(spiderDocumentId)
  },
}

export const publishJob: JobDefinition<{ spiderDocumentId: number }> = {
  name: 'spider.publish',
  label: '发布采集文档',
  attempts: 1,
  concurrency: 1,
  async handle({ spiderDocumentId }) {
    await publishDocument(spiderDocumentId)
  },
}

/** Run by the spider.due schedule: work abandoned by a dead process, then daily and weekly sources whose time has come. */
export const dueJob: JobDefinition = {
  name: 'spider.due',
  label: '采集计划',
  attempts: 1,
  concurrency: 1,
  async handle() {
    await resumeAbandonedWork()
    await enqueueDueSources()
  },
}
