import logger from '@adonisjs/core/services/logger'

/**
 * Work a request starts and does not wait for, so the answer (and the time it takes) cannot
 * tell what the work found: password recovery looks the address up here, after answering the
 * same way for every address. A failure is logged; `settled()` lets tests and scripts wait.
 */
class AfterAnswer {
  #running = new Set<Promise<void>>()

  run(label: string, work: () => Promise<void>) {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error) => logger.error({ err: error }, `accounts: ${label} failed`))
      .finally(() => this.#running.delete(task))
    this.#running.add(task)
  }

  async settled() {
    while (this.#running.size) await Promise.all(this.#running)
  }
}

export const afterAnswer = new AfterAnswer()
