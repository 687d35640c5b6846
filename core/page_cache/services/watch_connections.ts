import type { ApplicationService } from '@adonisjs/core/types'
import { watchQueries } from './query_watch.js'

type Watched = { client?: Parameters<typeof watchQueries>[0]; readClient?: Parameters<typeof watchQueries>[0] }

function watch(connection: Watched | undefined) {
  watchQueries(connection?.client)
  watchQueries(connection?.readClient)
}

/** Every database connection, open now or opened later, reports its statements to query_watch.ts. */
export async function watchConnections(app: ApplicationService) {
  const db = await app.container.make('lucid.db')
  const emitter = await app.container.make('emitter')
  for (const { connection } of db.manager.connections.values()) watch(connection as Watched | undefined)
  emitter.on('db:connection:connect', (connection) => watch(connection as unknown as Watched))
}
