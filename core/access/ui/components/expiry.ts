/** The spec's expiry shortcuts (1h, 12h, 1d, 2d, 1w, 1m, half year, 1y), plus permanent. */
export const EXPIRY_SHORTCUTS: { label: string; hours: number | null }[] = [
  { label: '1小时', hours: 1 },
  { label: '12小时', hours: 12 },
  { label: '1天', hours: 24 },
  { label: '2天', hours: 48 },
  { label: '1周', hours: 24 * 7 },
  { label: '1个月', hours: 24 * 30 },
  { label: '半年', hours: 24 * 183 },
  { label: '1年', hours: 24 * 365 },
  { label: '永久', hours: null },
]

export function endFromShortcut(hours: number | null, from = new Date()) {
  return hours === null ? null : new Date(from.getTime() + hours * 3600 * 1000)
}
