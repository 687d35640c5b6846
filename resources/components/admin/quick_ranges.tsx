import { Radio, RadioGroup } from '@douyinfe/semi-ui-19'

/** The spec's quick date ranges (§9): day, week, month (31), three months (92), half year (183), year (365). */
export const QUICK_RANGES = [
  { days: 1, label: '今天' },
  { days: 7, label: '近一周' },
  { days: 31, label: '近一月' },
  { days: 92, label: '近三月' },
  { days: 183, label: '近半年' },
  { days: 365, label: '近一年' },
]

/** The quick ranges as a row of buttons (today, a week ... a year up to today); none is on for a custom range. */
export function QuickRangeButtons({ days, onChange }: { days: number | undefined; onChange: (days: number) => void }) {
  return (
    <RadioGroup type="button" aria-label="时间范围" value={days ?? 0} onChange={(event) => onChange(Number(event.target.value))}>
      {QUICK_RANGES.map((quick) => (
        <Radio key={quick.days} value={quick.days}>
          {quick.label}
        </Radio>
      ))}
    </RadioGroup>
  )
}
