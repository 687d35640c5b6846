import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#core/kernel/database/affected_rows'

const TABLE = 'spider_host_turns'
/** How often a waiting worker looks whether the host was given back early. */
const POLL_MS = 100

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A host's turn, shared by every process through its database row. Taking the turn moves
 * `free_at` to the end of a lease, so others wait; giving it back moves it to the pause
 * after the response. A process that dies holding a turn loses it when the lease ends.
 * Times are each process's clock: the workers' clocks are assumed in step (NTP).
 */
export const hostTurns = {
  /** Waits for the host's turn and takes it until `leaseMs` from now; returns the lease's end, the turn's token. */
  async take(host: string, leaseMs: number) {
    await db.knexQuery().table(TABLE).insert({ host, free_at: 0 }).onConflict('host').ignore()
    for (;;) {
      const row = await db.from(TABLE).where('host', host).select('free_at').firstOrFail()
      const freeAt = Number(row.free_at)
      const now = Date.now()
      if (freeAt > now) {
        await sleep(Math.min(freeAt - now, POLL_MS))
        continue
      }
      const until = now + leaseMs
      // Compare-and-set: of the workers that read the same free_at, one moves it.
      const changed = await db.from(TABLE).where('host', host).where('free_at', freeAt).update({ free_at: until })
      if (affectedRows(changed) === 1) return until
    }
  },

  /** Gives the turn back: the next request to the host may start `delayMs` from now. */
  async give(host: string, token: number, delayMs: number) {
    await db
      .from(TABLE)
      .where('host', host)
      .where('free_at', token)
      .update({ free_at: Date.now() + delayMs })
  },
}

export type HostTurns = typeof hostTurns
