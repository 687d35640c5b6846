import type { ResolvedJob } from './types.js'

export class JobTimeoutError extends Error {
  constructor(job: string, timeoutMs: number) {
    super(`Job "${job}" timed out after ${timeoutMs} ms`)
  }
}

export function errorMessage(error: unknown) {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}

/**
 * Runs one attempt of a job. The attempt fails when the handler throws or runs past
 * timeoutMs; the handler's signal is aborted then (and when the worker stops), since a
 * promise cannot be cancelled from outside.
 */
export async function runAttempt(
  job: ResolvedJob,
  payload: unknown,
  context: { attempt: number; jobId: string },
  stopSignal?: AbortSignal
) {
  const controller = new AbortController()
  const onStop = () => controller.abort(new Error('The worker is stopping'))
  stopSignal?.addEventListener('abort', onStop, { once: true })
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(job.name, job.timeoutMs)
      controller.abort(error)
      reject(error)
    }, job.timeoutMs)
  })
  const running = Promise.resolve().then(() => job.handle(payload, { ...context, signal: controller.signal }))
  running.catch(() => {})
  try {
    await Promise.race([running, timedOut])
  } finally {
    clearTimeout(timer)
    stopSignal?.removeEventListener('abort', onStop)
  }
}
