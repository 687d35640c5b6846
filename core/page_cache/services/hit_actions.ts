import type { IncomingMessage } from 'node:http'
import logger from '@adonisjs/core/services/logger'
import type { HitAction } from './cached_page.js'
import { visitorOf, type Visitor } from './visitor.js'

export type HitHandler = (argument: string | number, visitor: Visitor) => void | Promise<void>

const actions = new Map<string, HitHandler>()

/**
 * What a cached page's hit must still do, registered by name from a module's boot hook
 * (pageCache.onHit): the page stores only the name and its argument; the visitor (IP, user
 * agent) comes from the request the page answered.
 */
export const hitActions = {
  register(name: string, action: HitHandler) {
    actions.set(name, action)
  },
  run(list: readonly HitAction[], request: IncomingMessage) {
    if (list.length === 0) return
    const visitor = visitorOf(request)
    for (const { name, argument } of list) {
      const action = actions.get(name)
      if (!action) continue
      Promise.resolve()
        .then(() => action(argument, visitor))
        .catch((error) => logger.warn({ err: error, action: name }, 'page cache: a hit action failed'))
    }
  },
}
