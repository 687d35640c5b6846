import { defineLabeledEnum } from '#core/kernel/labeled_enum'

/** Spec §4 document conversion states. */
const documentStatus = defineLabeledEnum({
  Pending: [0, '待转换'],
  Converting: [1, '转换中'],
  Converted: [2, '已转换'],
  Failed: [3, '转换失败'],
  Disabled: [4, '已禁用'],
  Reconvert: [5, '重新转换'],
  PendingReview: [6, '待审核'],
  ReviewRejected: [7, '审核拒绝'],
})

export const DocumentStatus = documentStatus.values
export type DocumentStatusValue = (typeof DocumentStatus)[keyof typeof DocumentStatus]
export const DOCUMENT_STATUS_LABELS = documentStatus.labels
export const DOCUMENT_STATUS_OPTIONS = documentStatus.options

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
