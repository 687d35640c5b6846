/** A query string with repeated keys for lists (id=1&id=2), as the API's clients send them. */
export function query(params: Record<string, string | number | boolean | (string | number | boolean)[] | undefined>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)))
    else search.append(key, String(value))
  }
  return `?${search.toString()}`
}
