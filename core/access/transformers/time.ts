export function iso(value: { toISO(): string | null } | null | undefined) {
  return value ? value.toISO() : null
}
