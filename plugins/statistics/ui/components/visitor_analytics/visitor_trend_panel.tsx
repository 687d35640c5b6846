import { Spin } from '@douyinfe/semi-ui-19'
import { Chart, lineSpec } from '~/components/charts/chart'
import { LoadError, NoData, Panel } from '../figures'
import type { useReport } from '../use_report'
import type { VisitorTrend } from './visitor_types'

export function VisitorTrendPanel({ trend }: { trend: ReturnType<typeof useReport<VisitorTrend>> }) {
  const points = trend.data?.trend ?? []
  return (
    <Panel title="访客趋势" wide>
      <Spin spinning={trend.loading}>
        {trend.error ? (
          <LoadError message={trend.error} />
        ) : points.some((point) => point.visitors) ? (
          <Chart
            label="访客趋势"
            spec={lineSpec(
              points.map((point) => point.date),
              [
                { name: '访客', values: points.map((point) => point.visitors) },
                { name: '新访客', values: points.map((point) => point.new_visitors) },
                { name: '回访访客', values: points.map((point) => point.returning_visitors) },
              ]
            )}
          />
        ) : (
          <NoData />
        )}
      </Spin>
    </Panel>
  )
}
