import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DynamicType } from '#core/accounts/contracts'
import { PUBLIC_STATUSES } from '../../enums/document_status.js'

const LINK = /href="\/document\/(\d+)"/g
const BATCH = 500

/**
 * Upload lines used to be public from the upload on, linking to documents that answered 404
 * to others while they waited, failed or were not approved. A line none of whose documents
 * can be read now becomes the uploader's own (UploadSubmitted); the documents announce
 * themselves when they are published (announcePublished). Returns how many lines moved.
 */
export async function hideUnpublishedUploadLines(db: QueryClientContract) {
  let moved = 0
  let after = 0
  for (;;) {
    const lines = await db
      .from('user_dynamics')
      .where('type', DynamicType.Upload)
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(BATCH)
      .select('id', 'content')
    if (lines.length === 0) break
    after = Number(lines[lines.length - 1].id)
    const linked = lines.map((line) => [...String(line.content).matchAll(LINK)].map((match) => Number(match[1])))
    const ids = [...new Set(linked.flat())]
    const readable = new Set<number>()
    for (let start = 0; start < ids.length; start += BATCH) {
      const rows = await db
        .from('documents')
        .whereIn('id', ids.slice(start, start + BATCH))
        .whereNull('deleted_at')
        .whereIn('status', PUBLIC_STATUSES)
        .select('id')
      for (const row of rows) readable.add(Number(row.id))
    }
    const hidden = lines.filter((_, index) => linked[index].length > 0 && !linked[index].some((id) => readable.has(id)))
    if (hidden.length === 0) continue
    await db
      .from('user_dynamics')
      .whereIn(
        'id',
        hidden.map((line) => Number(line.id))
      )
      .update({ type: DynamicType.UploadSubmitted })
    moved += hidden.length
  }
  return moved
}
