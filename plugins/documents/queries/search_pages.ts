import db from '@adonisjs/lucid/services/db'
import { cleanQuery, fold, snippet } from '#core/search/contracts'
import type Document from '../models/document.js'

/** Pages listed for one phrase: enough to jump around a long document. */
const MAX_PAGES = 200

function flat(text: string) {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * The pages of a document whose text contains a phrase (case- and accent-insensitive), with
 * the passage around it. Visitors search the pages they may read (1..preview), as for the
 * text itself; the uploader and staff search every page.
 */
export async function searchDocumentPages(document: Pick<Document, 'hash' | 'preview'>, wd: unknown, options: { whole: boolean }) {
  const phrase = flat(cleanQuery(wd))
  const empty = { wd: phrase, total: 0, searched: 0, pages: [] as { page: number; snippet: string }[] }
  if (!phrase || !document.hash) return empty
  const row = await db.from('document_texts').where('hash', document.hash).select('content').first()
  if (!row) return empty
  const pages = String(row.content).split('\f')
  const searched = options.whole ? pages.length : Math.min(pages.length, Math.max(0, document.preview))
  const needle = fold(phrase)
  const term = [{ tokens: [], prefix: false, text: needle }]
  const found: { page: number; snippet: string }[] = []
  let total = 0
  for (let index = 0; index < searched; index++) {
    const text = flat(pages[index])
    if (!fold(text).includes(needle)) continue
    total += 1
    if (found.length < MAX_PAGES) found.push({ page: index + 1, snippet: snippet(text, term, 120) })
  }
  return { wd: phrase, total, searched, pages: found }
}
