import { isActiveOwner } from './active_owners.js'

/**
 * A typed hook one plugin offers and others fill. The owner exports it from its
 * contracts.ts; contributors add handlers in their boot hook. Handlers of a disabled plugin are
 * skipped until it is enabled again.
 */
export class ExtensionPoint<Handler extends (...args: any[]) => any> {
  #handlers: { owner: string; handler: Handler }[] = []

  constructor(public readonly name: string) {}

  add(owner: string, handler: Handler) {
    this.#handlers.push({ owner, handler })
  }

  handlers(): Handler[] {
    return this.#active().map((entry) => entry.handler)
  }

  /** Calls every handler in registration order and collects the results. */
  async collect(...args: Parameters<Handler>): Promise<Awaited<ReturnType<Handler>>[]> {
    const results = []
    for (const { handler } of this.#active()) results.push(await handler(...args))
    return results
  }

  #active() {
    return this.#handlers.filter((entry) => isActiveOwner(entry.owner))
  }

  clear() {
    this.#handlers = []
  }
}

export function defineExtensionPoint<Handler extends (...args: any[]) => any>(name: string) {
  return new ExtensionPoint<Handler>(name)
}
