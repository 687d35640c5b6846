import logger from '@adonisjs/core/services/logger'

const FLUSH_MS = 1_000
const counters = new Set<BatchedCounter>()

/**
 * Counts that a cached page's hits add (views), written within a second in one statement per
 * row however many hits came, so a burst of hits does not queue a write each.
 */
export class BatchedCounter {
  #waiting = new Map<number, number>()
  #timer: NodeJS.Timeout | null = null

  constructor(private write: (id: number, count: number) => Promise<void>) {
    counters.add(this)
  }

  add(id: number) {
    this.#waiting.set(id, (this.#waiting.get(id) ?? 0) + 1)
    if (this.#timer) return
    this.#timer = setTimeout(() => {
      this.flush().catch((error) => logger.warn({ err: error }, 'page cache: counted hits could not be written'))
    }, FLUSH_MS)
    this.#timer.unref()
  }

  async flush() {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    const waiting = [...this.#waiting]
    this.#waiting.clear()
    for (const [id, count] of waiting) await this.write(id, count)
  }
}

/** Writes every counter's waiting counts (when the process stops, and in tests). */
export async function flushCounters() {
  for (const counter of counters) await counter.flush()
}
