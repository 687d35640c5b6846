/**
 * One request at a time per host, with a pause between them. It lives in the process that
 * crawls: jobs of one source run in one worker, so this is where the politeness is kept.
 */
export class HostGate {
  #tails = new Map<string, Promise<void>>()
  #lastAt = new Map<string, number>()

  async run<T>(host: string, delayMs: number, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(host) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    this.#tails.set(host, tail)
    await previous
    try {
      const wait = (this.#lastAt.get(host) ?? 0) + delayMs - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      return await task()
    } finally {
      this.#lastAt.set(host, Date.now())
      release()
      if (this.#tails.get(host) === tail) this.#tails.delete(host)
    }
  }
}
