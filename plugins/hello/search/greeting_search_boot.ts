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
    const index = async () => {
      await searchIndex
        .sync(GREETING_KIND, [greeting.id])
        .catch((error) => logger.error({ err: error }, 'hello: could not index a greeting'))
    }
    // Created in a transaction (createMany opens one): indexed once it commits. Indexing at once
    // would read outside it and, on SQLite's single connection, wait for it forever.
    if (greeting.$trx) greeting.$trx.after('commit', index)
    else await index()
  })
}
