/** Spec §4 document conversion states. */
export const DocumentStatus = {
  Pending: 0,
  Converting: 1,
  Converted: 2,
  Failed: 3,
  Disabled: 4,
  Reconvert: 5,
  PendingReview: 6,
  ReviewRejected: 7,
} as const

export type DocumentStatusValue = (typeof DocumentStatus)[keyof typeof DocumentStatus]

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatusValue, string> = {
  0: '待转换',
  1: '转换中',
  2: '已转换',
  3: '转换失败',
  4: '已禁用',
  5: '重新转换',
  6: '待审核',
  7: '审核拒绝',
}

/**
 * Statuses a visitor may see on lists, counts, search, the sitemap and in the reader: only a
 * converted document has pages to show. Waiting, converting and failed documents (and one
 * sent back to the converter) are seen by their uploader and staff alone, the failed ones
 * with the reason.
 */
export const PUBLIC_STATUSES: DocumentStatusValue[] = [DocumentStatus.Converted]

/** Statuses whose document and page images only the owner and staff may see. */
export const HIDDEN_STATUSES: DocumentStatusValue[] = [DocumentStatus.Disabled, DocumentStatus.PendingReview, DocumentStatus.ReviewRejected]

/** Statuses the conversion worker picks up. */
export const QUEUED_STATUSES: DocumentStatusValue[] = [DocumentStatus.Pending, DocumentStatus.Reconvert]
