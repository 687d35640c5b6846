import logger from '@adonisjs/core/services/logger'
import { isActiveOwner } from './active_owners.js'
import { CORE_MODULES } from './plugin_folders.js'

export interface ExtensionPointOptions {
  /**
   * What the point's contributions show (a home section, a counter, a widget): one that
   * throws is logged with its plugin id and left out, and the others still show, so one
   * broken plugin does not take the page down. Points whose handlers decide something (a
   * charge, a deletion, a count that blocks a delete) leave it off and let errors through.
   * A core module's contribution is never left out: the kernel's own features failing (the
   * database is down) means the page cannot be right, and the error page says so.
   */
  isolated?: boolean
}

/** A failing contribution is logged again after this long, not on every request meanwhile. */
const RELOG_AFTER_MS = 60_000

/**
 * A typed hook one plugin offers and others fill. The owner exports it from its
 * contracts.ts; contributors add handlers in their boot hook. Handlers of a disabled plugin are
 * skipped until it is enabled again.
 */
export class ExtensionPoint<Handler extends (...args: any[]) => any> {
  #handlers: { owner: string; handler: Handler }[] = []
  #loggedAt = new Map<string, number>()

  constructor(
    public readonly name: string,
    public readonly options: ExtensionPointOptions = {}
  ) {}

  add(owner: string, handler: Handler) {
    this.#handlers.push({ owner, handler })
  }

  handlers(): Handler[] {
    return this.#active().map((entry) => entry.handler)
  }

  /** The active handlers with the id of the plugin that added each. */
  entries(): { owner: string; handler: Handler }[] {
    return this.#active()
  }

  /** Calls every handler in registration order and collects the results (those that did not throw, when isolated). */
  async collect(...args: Parameters<Handler>): Promise<Awaited<ReturnType<Handler>>[]> {
    const results = []
    for (const { owner, handler } of this.#active()) {
      if (!this.isolates(owner)) {
        results.push(await handler(...args))
        continue
      }
      try {
        results.push(await handler(...args))
      } catch (error) {
        this.contributionFailed(owner, error)
      }
    }
    return results
  }

  /** Whether a contribution of this owner that throws is left out rather than failing the caller. */
  isolates(owner: string) {
    return Boolean(this.options.isolated) && !CORE_MODULES.includes(owner)
  }

  /**
   * Logs a contribution left out, naming its plugin; the same one at most once a minute. A
   * contribution that is not isolated (a core module's) fails the caller instead.
   */
  contributionFailed(owner: string, error: unknown) {
    if (!this.isolates(owner)) throw error
    const last = this.#loggedAt.get(owner)
    if (last !== undefined && Date.now() - last < RELOG_AFTER_MS) return
    this.#loggedAt.set(owner, Date.now())
    logger.error(
      { err: error, plugin: owner, extensionPoint: this.name },
      `plugin "${owner}": its ${this.name} contribution failed and is left out`
    )
  }

  /** Removes the handlers one owner added (tests that add their own). */
  remove(owner: string) {
    this.#handlers = this.#handlers.filter((entry) => entry.owner !== owner)
    this.#loggedAt.delete(owner)
  }

  #active() {
    return this.#handlers.filter((entry) => isActiveOwner(entry.owner))
  }

  clear() {
    this.#handlers = []
  }
}

export function defineExtensionPoint<Handler extends (...args: any[]) => any>(name: string, options?: ExtensionPointOptions) {
  return new ExtensionPoint<Handler>(name, options)
}
