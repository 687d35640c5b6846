/** Timestamps leave the API as RFC 3339 strings, or null when unset. */
export function iso(value: { toISO(): string | null } | null | undefined) {
  return value ? value.toISO() : null
}
