import { Spin } from '@douyinfe/semi-ui-19'
import { Chart, barSpec, pieSpec } from '~/components/charts/chart'
import { NoData, Panel } from '../figures'
import type { Share } from './visitor_types'

export function ShareChart({ title, rows, kind, loading }: { title: string; rows: Share[]; kind: 'pie' | 'bar'; loading: boolean }) {
  const items = rows.map((row) => ({ name: row.value, value: row.count }))
  return (
    <Panel title={title}>
      <Spin spinning={loading}>
        {items.length ? (
          <Chart label={title} height={240} spec={kind === 'pie' ? pieSpec(items) : barSpec(items.slice(0, 8))} />
        ) : (
          <NoData />
        )}
      </Spin>
    </Panel>
  )
}
