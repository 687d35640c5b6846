import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'

/**
 * Raw events wait here and are written in one multi-row INSERT every `intervalMs` or as
 * soon as `maxRows` are waiting. At 2,000 page views a second a row-per-request INSERT
 * would queue every request behind SQLite's single writer (and cost MySQL a commit each);
 * one statement of a few hundred rows every 200 ms costs a few milliseconds. The price: a
 * process that dies loses its last ~200 ms of page views, which statistics can afford.
 * A failed write keeps the rows for the next flush, up to `maxPending`.
 */
export class EventBuffer<Row extends Record<string, unknown>> {
  #rows: Row[] = []
  #timer?: NodeJS.Timeout
  #writing: Promise<void> = Promise.resolve()

  constructor(
    readonly table: string,
    readonly options: { intervalMs: number; maxRows: number; maxPending: number }
  ) {}

  get pending() {
    return this.#rows.length
  }

  push(row: Row) {
    this.#rows.push(row)
    if (this.#rows.length >= this.options.maxRows) void this.flush()
    else this.#timer ??= setTimeout(() => void this.flush(), this.options.intervalMs).unref()
  }

  /** Writes what waits; resolves once it (and any earlier write) is in the table. */
  flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    if (this.#rows.length) {
      const batch = this.#rows
      this.#rows = []
      this.#writing = this.#writing.then(() => this.#write(batch))
    }
    return this.#writing
  }

  /**
   * One INSERT ... VALUES (...), (...) per 500 rows: cheaper to parse than the
   * INSERT ... SELECT ... UNION ALL form the query builder writes for SQLite, and on SQLite
   * the statement runs on the event loop.
   */
  async #insert(rows: Row[]) {
    const columns = Object.keys(rows[0])
    const tuple = `(${columns.map(() => '?').join(',')})`
    const sql = `insert into ?? (${columns.map(() => '??').join(',')}) values ${rows.map(() => tuple).join(',')}`
    await db.rawQuery(sql, [this.table, ...columns, ...rows.flatMap((row) => columns.map((column) => row[column]))])
  }

  async #write(batch: Row[]) {
    try {
      for (let index = 0; index < batch.length; index += 500) await this.#insert(batch.slice(index, index + 500))
    } catch (error) {
      const room = this.options.maxPending - this.#rows.length
      logger.warn(
        { err: error },
        `statistics: could not write ${batch.length} ${this.table} rows; ${Math.max(0, Math.min(room, batch.length))} kept for the next flush`
      )
      if (room > 0) {
        this.#rows.unshift(...batch.slice(0, room))
        this.#timer ??= setTimeout(() => void this.flush(), this.options.intervalMs * 5).unref()
      }
    }
  }
}

/** A page view's columns but the two a driver reads back its own way (is_bot, created_at). */
export interface PageViewColumns {
  visitor_id: string
  user_id: number
  url: string
  page_type: string
  item_id: number
  referer: string
  ip: string
  user_agent: string
  day: string
}

export interface PageViewRow extends PageViewColumns, Record<string, unknown> {
  /** 0 or 1. */
  is_bot: number
  created_at: string
}

export interface DocumentEventRow extends Record<string, unknown> {
  document_id: number
  action: number
  visitor_id: string
  user_id: number
  ip: string
  /** 0 or 1. */
  is_bot: number
  day: string
  created_at: string
}

export const pageViewBuffer = new EventBuffer<PageViewRow>('statistics_page_views', {
  intervalMs: 200,
  maxRows: 500,
  maxPending: 50_000,
})

export const documentEventBuffer = new EventBuffer<DocumentEventRow>('statistics_document_events', {
  intervalMs: 200,
  maxRows: 500,
  maxPending: 50_000,
})

export async function flushEventBuffers() {
  await Promise.all([pageViewBuffer.flush(), documentEventBuffer.flush()])
}
