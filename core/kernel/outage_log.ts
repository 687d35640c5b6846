export interface OutageLogger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

export interface OutageLogOptions {
  /** What is out, as the log lines name it: `Redis 127.0.0.1:6379`. */
  what: string
  logger: OutageLogger
  /** How often a reminder is logged while the outage lasts. */
  reminderMs?: number
  now?: () => number
}

/**
 * Turns the stream of errors a client emits while its server is away (every reconnect of
 * every connection) into three kinds of line: one when it goes down, a reminder a minute
 * while it stays down (with how many errors were left out), one when it is back.
 */
export class OutageLog {
  #options: Required<OutageLogOptions>
  #downSince?: number
  #lastLine = 0
  #suppressed = 0

  constructor(options: OutageLogOptions) {
    this.#options = { ...options, reminderMs: options.reminderMs ?? 60_000, now: options.now ?? Date.now }
  }

  get isDown() {
    return this.#downSince !== undefined
  }

  down(error: unknown) {
    const { logger, what, now, reminderMs } = this.#options
    const at = now()
    const reason = describe(error)
    if (this.#downSince === undefined) {
      this.#downSince = at
      this.#lastLine = at
      this.#suppressed = 0
      logger.error(`${what} is unreachable: ${reason}`)
      return
    }
    if (at - this.#lastLine < reminderMs) {
      this.#suppressed += 1
      return
    }
    logger.warn(
      `${what} still unreachable after ${seconds(at - this.#downSince)} (${this.#suppressed + 1} errors since the last line): ${reason}`
    )
    this.#lastLine = at
    this.#suppressed = 0
  }

  up() {
    if (this.#downSince === undefined) return
    const { logger, what, now } = this.#options
    logger.info(`${what} is reachable again after ${seconds(now() - this.#downSince)}`)
    this.#downSince = undefined
    this.#suppressed = 0
  }
}

function describe(error: unknown) {
  const found = error as { code?: unknown; message?: unknown } | undefined
  return String(found?.message ?? found?.code ?? error)
}

function seconds(ms: number) {
  return `${Math.round(ms / 1000)} s`
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/** Whether an error says the server cannot be reached (as opposed to a command it refused). */
export function isConnectionError(error: unknown) {
  const found = error as { code?: unknown; message?: unknown } | undefined
  if (typeof found?.code === 'string' && CONNECTION_CODES.has(found.code)) return true
  return /Connection is closed|connect ETIMEDOUT|Stream isn't writeable|Reached the max retries per request limit|ECONNREFUSED/i.test(
    String(found?.message ?? '')
  )
}
