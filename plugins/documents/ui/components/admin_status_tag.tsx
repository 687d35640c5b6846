import { Tag, Tooltip } from '@douyinfe/semi-ui-19'
import type { TagColor } from '@douyinfe/semi-ui-19/lib/es/tag'
import { IconAlertTriangle } from '@douyinfe/semi-icons'

const LABELS: Record<number, string> = {
  0: '待转换',
  1: '转换中',
  2: '已转换',
  3: '转换失败',
  4: '已禁用',
  5: '重新转换',
  6: '待审核',
  7: '审核拒绝',
}

const COLORS: Record<number, TagColor> = {
  0: 'grey',
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'violet',
  5: 'cyan',
  6: 'orange',
  7: 'pink',
}

/** A document's status as a coloured tag; a failed conversion shows its reason on hover. */
export function AdminStatusTag({ status, error }: { status: number; error?: string }) {
  const tag = (
    <Tag color={COLORS[status] ?? 'grey'} size="small" prefixIcon={status === 3 && error ? <IconAlertTriangle /> : undefined}>
      {LABELS[status] ?? `状态 ${status}`}
    </Tag>
  )
  if (status !== 3 || !error) return tag
  return (
    <Tooltip content={`失败原因：${error}`} position="top">
      <span className="ds-docadmin-status" tabIndex={0} aria-label={`转换失败：${error}`}>
        {tag}
      </span>
    </Tooltip>
  )
}
