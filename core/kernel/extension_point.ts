/**
 * A typed hook one plugin offers and others fill. The owner exports it from its
 * contracts.ts; contributors add handlers in their boot hook.
 */
export class ExtensionPoint<Handler extends (...args: any[]) => any> {
  #handlers: { owner: string; handler: Handler }[] = []

  constructor(public readonly name: string) {}

  add(owner: string, handler: Handler) {
    this.#handlers.push({ owner, handler })
  }

  handlers(): Handler[] {
    return this.#handlers.map((entry) => entry.handler)
  }

  /** Calls every handler in registration order and collects the results. */
  async collect(...args: Parameters<Handler>): Promise<Awaited<ReturnType<Handler>>[]> {
    const results = []
    for (const { handler } of this.#handlers) results.push(await handler(...args))
    return results
  }

  clear() {
    this.#handlers = []
  }
}

export function defineExtensionPoint<Handler extends (...args: any[]) => any>(name: string) {
  return new ExtensionPoint<Handler>(name)
}
