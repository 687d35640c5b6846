let counter = 0

/** A name no other test (nor an earlier run on the same database) uses: the prefix, the time and a counter. */
export function unique(prefix: string) {
  counter += 1
  return `${prefix}${Date.now().toString(36)}${counter}`
}
