import db from '@adonisjs/lucid/services/db'
import { DocumentStatus } from '../enums/document_status.js'

const UNFINISHED: number[] = [DocumentStatus.Pending, DocumentStatus.Converting, DocumentStatus.Reconvert]

export interface ConversionState {
  id: number
  title: string
  status: number
  pages: number
  convertError: string
}

/** Waiting or converting; one awaiting review converts too, keeping its status, until it has pages or a reason. */
function unfinished(row: ConversionState) {
  if (row.status === DocumentStatus.PendingReview) return row.pages <= 0 && !row.convertError
  return UNFINISHED.includes(row.status)
}

async function states(ids: number[]) {
  const rows: ConversionState[] = []
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = await db
      .from('documents')
      .whereIn('id', ids.slice(start, start + 500))
      .select('id', 'status', 'pages', 'convert_error', 'title')
    rows.push(
      ...chunk.map((row) => ({
        id: Number(row.id),
        title: String(row.title),
        status: Number(row.status),
        pages: Number(row.pages),
        convertError: String(row.convert_error),
      }))
    )
  }
  return rows
}

/**
 * Polls the documents until none waits or converts (or the time is up), reporting how many
 * are done; returns their last states. For a process that converts its own queue (CLI, seeder).
 */
export async function waitUntilConverted(
  ids: number[],
  options: { timeoutMs?: number; pollMs?: number; onProgress?: (done: number) => void } = {}
) {
  const deadline = options.timeoutMs ? Date.now() + options.timeoutMs : Number.POSITIVE_INFINITY
  let rows = await states(ids)
  while (rows.some(unfinished) && Date.now() < deadline) {
    options.onProgress?.(rows.filter((row) => !unfinished(row)).length)
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500))
    rows = await states(ids)
  }
  options.onProgress?.(rows.filter((row) => !unfinished(row)).length)
  return rows
}
