/** Bounds how many encodes run at once: of one document, or of the whole process. First come, first served. */
export class Semaphore {
  #free: number
  #waiting: Array<() => void> = []

  constructor(size: number) {
    this.#free = Math.max(1, Math.floor(size))
  }

  async acquire() {
    if (this.#free > 0) {
      this.#free--
      return
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve))
  }

  release() {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#free++
  }
}
