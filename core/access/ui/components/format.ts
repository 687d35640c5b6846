function pad(value: number) {
  return String(value).padStart(2, '0')
}

/** The spec's date format, yyyy-MM-dd HH:mm:ss, in the reader's time zone. */
export function formatTime(value: string | null | undefined) {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes()
  )}:${pad(date.getSeconds())}`
}
