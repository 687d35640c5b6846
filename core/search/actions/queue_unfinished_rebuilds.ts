import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { searchKind } from '../kinds.js'
import { REBUILD_JOB } from '../jobs.js'

/**
 * Queues a rebuild for every kind whose last run did not finish: one interrupted by a stop, or
 * one an upgrade asked for (a migration that changes what is indexed leaves an unfinished run
 * behind, so the operator has nothing to remember). The job resumes where the run stopped; its
 * id keeps a rebuild already queued from being queued twice.
 */
export async function queueUnfinishedRebuilds() {
  const rows = await db.from('search_rebuilds').whereNull('finished_at').select('kind')
  const kinds = rows.map((row) => String(row.kind)).filter((kind) => searchKind(kind))
  for (const kind of kinds) {
    await queue.dispatch(REBUILD_JOB, { kind }, { jobId: `search-rebuild-${kind}` })
  }
  return kinds
}
