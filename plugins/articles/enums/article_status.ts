/** api-shapes §7: 0 pending review, 1 published, 2 rejected. */
export const ArticleStatus = { Pending: 0, Published: 1, Rejected: 2 } as const
export type ArticleStatusValue = (typeof ArticleStatus)[keyof typeof ArticleStatus]
export const ARTICLE_STATUSES = Object.values(ArticleStatus) as ArticleStatusValue[]
export const ARTICLE_STATUS_LABELS: Record<ArticleStatusValue, string> = { 0: '待审核', 1: '已发布', 2: '已拒绝' }
