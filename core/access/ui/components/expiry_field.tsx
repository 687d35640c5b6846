import { useState } from 'react'
import { Button, DatePicker, Typography } from '@douyinfe/semi-ui-19'
import { EXPIRY_SHORTCUTS, endFromShortcut } from './expiry'
import { formatDateTime } from '~/lib/format'

/** End time: one click on a shortcut, or an exact time; null means permanent. */
export function ExpiryField({ value, onChange }: { value: Date | null; onChange: (value: Date | null) => void }) {
  const [picked, setPicked] = useState<string | null>(null)
  // A shortcut stays marked while the value is the one it produced (not after a manual pick).
  const matches = (hours: number | null) =>
    hours === null ? value === null : value !== null && Math.abs(value.getTime() - Date.now() - hours * 3600 * 1000) < 5 * 60 * 1000
  const active =
    EXPIRY_SHORTCUTS.find((item) => item.label === picked && matches(item.hours)) ??
    EXPIRY_SHORTCUTS.find((item) => picked === null && matches(item.hours))
  return (
    <div>
      <div className="ds-access-shortcuts" role="group" aria-label="处罚时长">
        {EXPIRY_SHORTCUTS.map((shortcut) => (
          <Button
            key={shortcut.label}
            size="small"
            type={active === shortcut ? 'primary' : 'tertiary'}
            theme={active === shortcut ? 'solid' : 'light'}
            aria-pressed={active === shortcut}
            onClick={() => {
              setPicked(shortcut.label)
              onChange(endFromShortcut(shortcut.hours))
            }}
          >
            {shortcut.label}
          </Button>
        ))}
      </div>
      <DatePicker
        type="dateTime"
        value={value ?? undefined}
        onChange={(date) => {
          setPicked('')
          onChange(date ? new Date(date as Date) : null)
        }}
        placeholder="永久（不设结束时间）"
        disabledDate={(date) => !!date && date.getTime() < Date.now() - 24 * 3600 * 1000}
        className="ds-full-width"
        format="yyyy-MM-dd HH:mm:ss"
      />
      <Typography.Text type="tertiary" size="small">
        {value ? `处罚将于 ${formatDateTime(value.toISOString())} 自动解除` : '永久处罚，需手动取消'}
      </Typography.Text>
    </div>
  )
}
