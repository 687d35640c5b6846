import type { JobDefinition } from '#core/queue/contracts'
import search from './search_service.js'
import { rebuildIndex } from './actions/rebuild_index.js'

export const SYNC_JOB = 'search.sync'
export const REBUILD_JOB = 'search.rebuild'

/** Brings a few items of a kind up to date (the incremental path, fed by plugins' events). */
export const syncJob: JobDefinition<{ kind: string; ids: number[] }> = {
  name: SYNC_JOB,
  label: '搜索索引同步',
  attempts: 5,
  backoffMs: 2_000,
  async handle({ kind, ids }) {
    await search.sync(kind, ids)
  },
}

export const rebuildJob: JobDefinition<{ kind: string; restart?: boolean }> = {
  name: REBUILD_JOB,
  label: '搜索索引重建',
  attempts: 3,
  timeoutMs: 6 * 60 * 60_000,
  concurrency: 1,
  async handle({ kind, restart }) {
    await rebuildIndex(kind, { restart })
  },
}
