import { randomUUID } from 'node:crypto'
import type { ApplicationService } from '@adonisjs/core/types'
import { applyRemoteInvalidation, markStaleAt } from './invalidations.js'

/** When each tag was last invalidated on any node (ms), for a node that starts or missed a message. */
const TAGS_HASH = 'page_cache:tags'
const CHANNEL = 'docsite:page_cache:invalidations'
const RELOAD_MS = 10_000

/**
 * Invalidations between web nodes (and from workers or the CLI) through Redis: each batch is
 * published on a channel every web node follows, and kept per tag in a hash that a node reads
 * when it starts and every few seconds (a message missed while reconnecting still arrives).
 */
export async function shareInvalidations(app: ApplicationService, options: { listen: boolean }) {
  const redis = await app.container.make('redis')
  const logger = await app.container.make('logger')
  const connection = redis.connection('main')
  const origin = randomUUID()

  async function reload() {
    const tags = await connection.hgetall(TAGS_HASH)
    for (const [tag, at] of Object.entries(tags)) markStaleAt([tag], Number(at))
  }

  let timer: NodeJS.Timeout | null = null
  if (options.listen) {
    await reload().catch((error) => logger.warn({ err: error }, 'page cache: the shared invalidations could not be read'))
    connection.subscribe(CHANNEL, (message: string) => {
      const { tags, at, from } = JSON.parse(message) as { tags: string[]; at: number; from: string }
      // Another node's clock may lag ours: now is the later of the two, never the earlier.
      if (from !== origin) applyRemoteInvalidation(tags, Math.max(at, Date.now()))
    })
    timer = setInterval(() => reload().catch(() => {}), RELOAD_MS)
    timer.unref()
  }

  return {
    async publish(tags: string[]) {
      const at = Date.now()
      await connection.hset(TAGS_HASH, Object.fromEntries(tags.map((tag) => [tag, String(at)])))
      await connection.publish(CHANNEL, JSON.stringify({ tags, at, from: origin }))
    },
    async stop() {
      if (timer) clearInterval(timer)
      if (options.listen) await connection.unsubscribe(CHANNEL).catch(() => {})
    },
  }
}
