import cliProgress from 'cli-progress'
import { queue } from '#core/queue/contracts'
import { DocumentStatus } from '../enums/document_status.js'
import { waitUntilConverted } from '../actions/convert_wait.js'

export function progressBar(label: string) {
  return new cliProgress.SingleBar(
    { format: `${label} {bar} {value}/{total} {item}`, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic
  )
}

export interface ConversionSummary {
  converted: number
  failed: { id: number; title: string; error: string }[]
  /** False when this process does not convert (BullMQ: docsite worker processes do). */
  waited: boolean
}

/**
 * With the in-process queue this CLI process is the worker: it waits for the documents,
 * showing a progress bar, before it exits. With BullMQ the workers elsewhere convert them.
 */
export async function waitForConversions(ids: number[]): Promise<ConversionSummary> {
  if (ids.length === 0 || queue.driverName !== 'in-process') return { converted: 0, failed: [], waited: false }
  const bar = progressBar('converting')
  bar.start(ids.length, 0, { item: '' })
  const rows = await waitUntilConverted(ids, { onProgress: (done) => bar.update(done, { item: '' }) })
  bar.stop()
  return {
    converted: rows.filter((row) => row.status === DocumentStatus.Converted).length,
    failed: rows
      .filter((row) => row.status === DocumentStatus.Failed)
      .map((row) => ({ id: row.id, title: row.title, error: row.convertError })),
    waited: true,
  }
}
