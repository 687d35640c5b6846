import { describe, expect, it } from 'vitest'
import { formatBytes, formatDateTime, relativeTime } from '~/lib/format'

describe('date and size formats', () => {
  it('writes dates as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 8, 3, 9))).toBe('2026-01-05 08:03:09')
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })

  it('gives relative times from 刚刚 up to years', () => {
    const now = new Date(2026, 10, 22, 12, 0, 0)
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
    expect(relativeTime(ago(30), now)).toBe('刚刚')
    expect(relativeTime(ago(5 * 60), now)).toBe('5分钟前')
    expect(relativeTime(ago(3 * 3600), now)).toBe('3小时前')
    expect(relativeTime(ago(2 * 86400), now)).toBe('2天前')
    expect(relativeTime(ago(65 * 86400), now)).toBe('2个月前')
    expect(relativeTime(ago(400 * 86400), now)).toBe('1年前')
  })

  it('sizes bytes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB')
  })
})
