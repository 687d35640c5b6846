/**
 * Statistics timestamps are the server's local wall-clock time, written as text
 * ('yyyy-MM-dd HH:mm:ss', as Lucid writes timestamps), and days are 'yyyy-MM-dd' strings:
 * the same on SQLite and MySQL, compared as text, no time zone conversion in the driver.
 */
const pad = (value: number) => (value < 10 ? `0${value}` : String(value))

export function dayOf(date: Date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function stampOf(date: Date) {
  return `${dayOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/**
 * A stored timestamp back as a Date. MySQL's driver reads the local wall-clock text as UTC
 * (the connection's time zone is 'Z'), so its fields are taken as they are.
 */
export function readStamp(value: string | Date): Date {
  if (value instanceof Date) {
    return new Date(
      value.getUTCFullYear(),
      value.getUTCMonth(),
      value.getUTCDate(),
      value.getUTCHours(),
      value.getUTCMinutes(),
      value.getUTCSeconds()
    )
  }
  const [day, time = '00:00:00'] = value.split(/[ T]/)
  const [year, month, date] = day.split('-').map(Number)
  const [hours, minutes, seconds] = time.split(':').map((part) => Number.parseInt(part, 10))
  return new Date(year, month - 1, date, hours, minutes, seconds || 0)
}

/** A 'yyyy-MM-dd' day moved by whole days (calendar days, whatever the DST). */
export function addDays(day: string, days: number) {
  const [year, month, date] = day.split('-').map(Number)
  return dayOf(new Date(year, month - 1, date + days))
}

export function today() {
  return dayOf(new Date())
}

/** Every day from start to end, both included. */
export function daysBetween(start: string, end: string) {
  const days: string[] = []
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day)
  return days
}
