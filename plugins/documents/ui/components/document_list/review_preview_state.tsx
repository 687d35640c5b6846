import { Typography } from '@douyinfe/semi-ui-19'
import type { AdminDocumentRow } from '../admin_types'

/** 待审核 */
export const PENDING_REVIEW = 6

/**
 * Under the 待审核 tag: how far the pages the reviewer reads have come. A document awaiting
 * review converts at once and keeps its status; a failure's reason shows here, as for 转换失败.
 */
export function ReviewPreviewState({ row }: { row: AdminDocumentRow }) {
  if (row.pages > 0) return <span className="ds-docadmin-muted">可预览 {row.pages} 页</span>
  if (row.convert_error) {
    return (
      <Typography.Text className="ds-docadmin-error" ellipsis={{ rows: 2, showTooltip: true }}>
        预览失败：{row.convert_error}
      </Typography.Text>
    )
  }
  return <span className="ds-docadmin-muted">预览生成中…</span>
}
