import { invalidateTags } from './invalidations.js'

const due = new Map<string, NodeJS.Timeout>()

/**
 * Invalidates the pages that read these tables within `withinMs`, once however many writes
 * asked meanwhile: for a table written on many visits that a few pages show in aggregate (the
 * searches behind 大家都在搜), where invalidating on every write would re-render those pages on
 * every visit. A page rendered before the write is dropped when the invalidation comes.
 */
export function invalidateWithin(tables: Iterable<string>, withinMs: number) {
  for (const table of tables) {
    if (due.has(table)) continue
    const timer = setTimeout(() => {
      due.delete(table)
      invalidateTags([table])
    }, withinMs)
    timer.unref()
    due.set(table, timer)
  }
}

/** At shutdown: what is due goes out now, while the process can still send it. */
export function flushDeferredInvalidations() {
  const tables = [...due.keys()]
  for (const timer of due.values()) clearTimeout(timer)
  due.clear()
  if (tables.length) invalidateTags(tables)
}
