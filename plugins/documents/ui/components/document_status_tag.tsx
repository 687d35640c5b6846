import { Tag, Tooltip } from '@douyinfe/semi-ui-19'
import type { TagColor } from '@douyinfe/semi-ui-19/lib/es/tag'
import { IconAlertTriangle } from '@douyinfe/semi-icons'

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

/** The status options the server sends ({ value, label }) as a lookup for DocumentStatusTag. */
export function statusLabels(options: { value: number; label: string }[]): Record<number, string> {
  return Object.fromEntries(options.map((option) => [option.value, option.label]))
}

/**
 * A document's status as a coloured tag, in the admin lists and 我的文档, with the labels the
 * server sends; a failed conversion shows its reason on hover.
 */
export function DocumentStatusTag({ status, labels, error }: { status: number; labels: Record<string | number, string>; error?: string }) {
  const tag = (
    <Tag color={COLORS[status] ?? 'grey'} size="small" prefixIcon={status === 3 && error ? <IconAlertTriangle /> : undefined}>
      {labels[status] ?? `状态 ${status}`}
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
