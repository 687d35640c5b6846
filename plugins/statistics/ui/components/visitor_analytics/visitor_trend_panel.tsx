import { Chart, lineSpec } from '~/components/charts/chart'
import { ReportPanel } from '../figures'
import type { useReport } from '../use_report'
import type { VisitorTrend } from './visitor_types'

export function VisitorTrendPanel({ trend }: { trend: ReturnType<typeof useReport<VisitorTrend>> }) {
  const points = trend.data?.trend ?? []
  return (
    <ReportPanel title="访客趋势" wide report={trend} hasData={points.some((point) => point.visitors)}>
      {() => (
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
      )}
    </ReportPanel>
  )
}
