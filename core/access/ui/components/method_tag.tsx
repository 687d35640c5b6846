import { Tag } from '@douyinfe/semi-ui-19'
import './access.css'

const COLORS: Record<string, 'green' | 'blue' | 'orange' | 'red' | 'purple' | 'grey'> = {
  GET: 'green',
  POST: 'blue',
  PUT: 'orange',
  PATCH: 'orange',
  DELETE: 'red',
  GRPC: 'purple',
}

export function MethodTag({ method }: { method: string }) {
  return (
    <Tag size="small" color={COLORS[method] ?? 'grey'} className="ds-access-method">
      {method}
    </Tag>
  )
}
