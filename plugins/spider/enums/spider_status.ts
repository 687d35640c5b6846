/** Spec §4: a source page's collection. */
export const SpiderUrlStatus = { Pending: 0, Collecting: 1, Done: 2, Failed: 3 } as const
export type SpiderUrlStatusValue = (typeof SpiderUrlStatus)[keyof typeof SpiderUrlStatus]
export const SPIDER_URL_STATUS_LABELS: Record<number, string> = { 0: '待采集', 1: '采集中', 2: '已完成', 3: '采集失败' }

/** Spec §4: a found link, from download to publication. */
export const SpiderDocumentStatus = {
  Pending: 0,
  CollectQueue: 1,
  Collecting: 2,
  Collected: 3,
  CollectFailed: 4,
  PublishQueue: 5,
  Publishing: 6,
  Published: 7,
  PublishFailed: 8,
} as const
export type SpiderDocumentStatusValue = (typeof SpiderDocumentStatus)[keyof typeof SpiderDocumentStatus]
export const SPIDER_DOCUMENT_STATUS_LABELS: Record<number, string> = {
  0: '待采集',
  1: '采集排队中',
  2: '采集中',
  3: '采集成功',
  4: '采集失败',
  5: '发布排队中',
  6: '发布中',
  7: '发布成功',
  8: '发布失败',
}

export const SPIDER_SCHEDULES = ['once', 'daily', 'weekly'] as const
export type SpiderSchedule = (typeof SPIDER_SCHEDULES)[number]
export const PATTERN_TARGETS = ['url', 'text'] as const
