import logger from '@adonisjs/core/services/logger'
import type { HitAction } from './cached_page.js'

const actions = new Map<string, (argument: string | number) => void | Promise<void>>()

/**
 * What a cached page's hit must still do, registered by name from a module's boot hook
 * (pageCache.onHit): the page stores only the name and its argument.
 */
export const hitActions = {
  register(name: string, action: (argument: string | number) => void | Promise<void>) {
    actions.set(name, action)
  },
  run(list: readonly HitAction[]) {
    for (const { name, argument } of list) {
      const action = actions.get(name)
      if (!action) continue
      Promise.resolve()
        .then(() => action(argument))
        .catch((error) => logger.warn({ err: error, action: name }, 'page cache: a hit action failed'))
    }
  },
}
