import logger from '@adonisjs/core/services/logger'
import { registerSearchKind, searchIndex } from '#core/search/contracts'
import Greeting from '../models/greeting.js'
import { GREETING_KIND, greetingSearchKind } from './greeting_search_kind.js'

/**
 * Registers the 问候 search kind. A greeting is one short line, so it is indexed as it is
 * created instead of through the sync job (documents use the job: their text is long);
 * a search outage never fails storing a greeting.
 */
export default function greetingSearchBoot() {
  registerSearchKind(greetingSearchKind)
  Greeting.after('create', async (greeting) => {
    await searchIndex.sync(GREETING_KIND, [greeting.id]).catch((error) => logger.error({ err: error }, 'hello: could not index a greeting'))
  })
}
