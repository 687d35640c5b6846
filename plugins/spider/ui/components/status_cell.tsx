import { Space, Tag, Typography } from '@douyinfe/semi-ui-19'
import type { TagColor } from '@douyinfe/semi-ui-19/lib/es/tag'

/** A row's state as a coloured tag, with the reason under it when it failed. */
export function StatusCell({ label, color, error }: { label: string; color: TagColor; error: string }) {
  return (
    <Space vertical align="start" spacing={2}>
      <Tag size="small" color={color}>
        {label}
      </Tag>
      {error && (
        <Typography.Text type="danger" size="small">
          {error}
        </Typography.Text>
      )}
    </Space>
  )
}
