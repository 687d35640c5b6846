import { Tag } from '@douyinfe/semi-ui-19'

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
    <Tag size="small" color={COLORS[method] ?? 'grey'} style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
      {method}
    </Tag>
  )
}
