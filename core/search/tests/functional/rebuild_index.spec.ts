import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { rebuildIndex, registerSearchKind, SEARCH_REBUILD_JOB, searchIndex } from '#core/search/contracts'
import { queue } from '#core/queue/contracts'
import { queueUnfinishedRebuilds } from '#core/search/actions/queue_unfinished_rebuilds'
import { CORPUS } from '../corpus.js'

const KIND = 'rebuild-test'

test.group('Search rebuild', (group) => {
  let failOnId = 0
  let searchable = new Set<number>()
  group.setup(() => {
    registerSearchKind({
      kind: KIND,
      plugin: 'search',
      type: 8,
      title: '重建测试',
      placeholder: '搜索',
      card: '',
      load: async (ids) => {
        if (failOnId && ids.includes(failOnId)) throw new Error('interrupted')
        return CORPUS.filter((entry) => ids.includes(entry.id) && searchable.has(entry.id))
      },
      publicIds: async (afterId, limit) =>
        [...searchable]
          .sort((a, b) => a - b)
          .filter((id) => id > afterId)
          .slice(0, limit),
      bodies: async () => new Map(),
    })
  })
  group.each.setup(async () => {
    failOnId = 0
    searchable = new Set(CORPUS.map((entry) => entry.id))
    await searchIndex.driver().removeStale(KIND, Number.MAX_SAFE_INTEGER)
    await db.from('search_rebuilds').where('kind', KIND).delete()
  })

  test('an interrupted rebuild keeps the old index answering and resumes from its last batch', async ({ assert }) => {
    await rebuildIndex(KIND, { batch: 2 })
    assert.equal(await searchIndex.driver().count(KIND), 5)

    searchable.delete(4)
    failOnId = 5
    const seen: number[] = []
    await assert.rejects(() => rebuildIndex(KIND, { batch: 2, onProgress: (done) => seen.push(done) }), 'interrupted')
    assert.deepEqual(seen, [2], 'the first batch (1, 2) went through; the second (3, 5) failed')
    const run = await db.from('search_rebuilds').where('kind', KIND).first()
    assert.equal(Number(run.last_id), 2)
    assert.isNull(run.finished_at)
    assert.equal(await searchIndex.driver().count(KIND), 5, 'nothing was dropped while the rebuild ran')
    const during = await searchIndex.search({ kind: KIND, wd: '会计' })
    assert.equal(during.total, 1, 'search keeps answering from the previous entries')

    failOnId = 0
    const progress: number[] = []
    const summary = await rebuildIndex(KIND, { batch: 2, onStart: (total, done) => progress.push(total, done) })
    assert.deepEqual(progress, [4, 2], 'resumed with 2 done of 4')
    assert.isTrue(summary.resumed)
    assert.equal(summary.removed, 1, 'the hidden item left at the end')
    assert.equal(await searchIndex.driver().count(KIND), 4)
    assert.equal((await searchIndex.search({ kind: KIND, wd: '会计' })).total, 0)
  })

  test('--restart starts a finished or interrupted run over', async ({ assert }) => {
    await rebuildIndex(KIND, { batch: 10 })
    const summary = await rebuildIndex(KIND, { batch: 10, restart: true })
    assert.isFalse(summary.resumed)
    assert.equal(summary.indexed, 5)
    assert.equal(summary.removed, 0)
  })

  test('a run left unfinished (a stop, or an upgrade asking for a rebuild) is queued when the site starts and completes', async ({
    assert,
  }) => {
    await rebuildIndex(KIND, { batch: 10 })
    assert.notInclude(await queueUnfinishedRebuilds(), KIND, 'a finished run is not queued again')

    searchable.delete(3)
    await db.from('search_rebuilds').where('kind', KIND).update({ stamp: Date.now(), last_id: 0, done: 0, finished_at: null })
    await queue.startWorkers({ jobs: [SEARCH_REBUILD_JOB] })
    try {
      assert.include(await queueUnfinishedRebuilds(), KIND)
      await queue.idle(10_000)
    } finally {
      await queue.stop()
    }
    const run = await db.from('search_rebuilds').where('kind', KIND).first()
    assert.isNotNull(run.finished_at)
    assert.equal(await searchIndex.driver().count(KIND), 4, 'the rebuild ran to its end and dropped what is no longer public')
  })
})
