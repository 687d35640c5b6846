/**
 * The footer's copyright years: "2024-2026" from the configured start year to this year,
 * or just this year when the start is missing, in the future or this year.
 */
export function copyrightYears(startYear: unknown, currentYear = new Date().getFullYear()) {
  const start = Number(startYear)
  if (!Number.isInteger(start) || start <= 0 || start >= currentYear) return String(currentYear)
  return `${start}-${currentYear}`
}
