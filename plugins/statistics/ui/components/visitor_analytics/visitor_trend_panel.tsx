import { ReportPanel, TrendChart } from '../figures'
import type { useReport } from '../use_report'
import type { VisitorTrend } from './visitor_types'

export function VisitorTrendPanel({ trend }: { trend: ReturnType<typeof useReport<VisitorTrend>> }) {
  const points = trend.data?.trend ?? []
  return (
    <ReportPanel title="访客趋势" wide report={trend} hasData={points.some((point) => point.visitors)}>
      {() => (
        <TrendChart
          label="访客趋势"
          points={points}
          lines={[
            ['访客', 'visitors'],
            ['新访客', 'new_visitors'],
            ['回访访客', 'returning_visitors'],
          ]}
        />
      )}
    </ReportPanel>
  )
}
