import { Tag } from '@douyinfe/semi-ui-19'
import { ORDER_STATUS } from './commerce_types'

export function OrderStatusTag({ status }: { status: number }) {
  const info = ORDER_STATUS[status as keyof typeof ORDER_STATUS] ?? { label: '未知', color: 'grey' as const }
  return (
    <Tag color={info.color} size="small">
      {info.label}
    </Tag>
  )
}
