import { NamedSelect } from '~/components/named_select'
import { DatePicker } from '@douyinfe/semi-ui-19'
import { useMediaQuery } from '~/hooks/use_media_query'
import { QUICK_RANGES, QuickRangeButtons } from '~/components/admin/quick_ranges'

/** A quick range (days up to today) or a custom start..end, as the statistics API takes it. */
export type Range =
  { days: number; start_date?: undefined; end_date?: undefined } | { days?: undefined; start_date: string; end_date: string }

const pad = (value: number) => String(value).padStart(2, '0')
export const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

function daysAgo(days: number) {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() - days)
  return date
}

/** The range as query parameters. */
export function rangeQuery(range: Range) {
  return range.days ? { days: range.days } : { start_date: range.start_date, end_date: range.end_date }
}

/** How the range reads in a sentence: 近一周, 2026-11-01 至 2026-11-20. */
export function rangeLabel(range: Range) {
  if (range.days) return QUICK_RANGES.find((quick) => quick.days === range.days)?.label ?? `近${range.days}天`
  return `${range.start_date} 至 ${range.end_date}`
}

/**
 * The quick ranges as buttons (a select on a phone) and a date-range picker whose presets
 * are the same quick ranges, for any other span up to two years.
 */
export function RangePicker({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const custom = value.days ? undefined : [new Date(`${value.start_date}T00:00:00`), new Date(`${value.end_date}T00:00:00`)]
  return (
    <div className="ds-stats-range">
      {narrow ? (
        <NamedSelect
          name="时间范围"
          value={value.days ?? 0}
          className="ds-stats-range__quick"
          optionList={[
            ...QUICK_RANGES.map((quick) => ({ value: quick.days, label: quick.label })),
            ...(value.days ? [] : [{ value: 0, label: '自定义' }]),
          ]}
          onChange={(days) => Number(days) > 0 && onChange({ days: Number(days) })}
        />
      ) : (
        <QuickRangeButtons days={value.days} onChange={(days) => onChange({ days })} />
      )}
      <DatePicker
        type="dateRange"
        aria-label="自定义日期范围"
        density="compact"
        value={custom}
        placeholder={['开始日期', '结束日期']}
        className="ds-stats-range__dates"
        disabledDate={(date) => !!date && date.getTime() > Date.now()}
        presets={QUICK_RANGES.map((quick) => ({ text: quick.label, start: daysAgo(quick.days - 1), end: daysAgo(0) }))}
        onChange={(dates) => {
          const [start, end] = (Array.isArray(dates) ? dates : []) as Date[]
          if (start && end) onChange({ start_date: dayText(new Date(start)), end_date: dayText(new Date(end)) })
          else onChange({ days: 7 })
        }}
      />
    </div>
  )
}
