import type { HostTurns } from './host_turns.js'

/**
 * One request at a time per host, with a pause between them. Within a process the requests
 * line up here; across processes (BullMQ workers) each then takes the host's shared turn.
 */
export class HostGate {
  #tails = new Map<string, Promise<void>>()

  constructor(readonly turns: HostTurns) {}

  /** `leaseMs` bounds how long a turn is held: longer than the request's own time limit. */
  async run<T>(host: string, delayMs: number, leaseMs: number, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(host) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    this.#tails.set(host, tail)
    await previous
    try {
      const token = await this.turns.take(host, leaseMs)
      try {
        return await task()
      } finally {
        await this.turns.give(host, token, delayMs)
      }
    } finally {
      release()
      if (this.#tails.get(host) === tail) this.#tails.delete(host)
    }
  }
}
