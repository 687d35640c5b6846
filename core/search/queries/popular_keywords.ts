import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { settings } from '#core/settings/contracts'
import { searchWordKey, searchWordLabel } from '../search_word_key.js'

/** Distinct typed forms read per call: far more than the few shown, so folding and hiding still leave enough. */
const CANDIDATES = 200

interface Word {
  label: string
  labelCount: number
  count: number
  lastId: number
  lastTotal: number
}

/**
 * 大家都在搜: the most searched words of the last 30 days (搜索设置 → 热门搜索词统计天数). Case, width and spacing variants
 * count as one word, shown as visitors type it most; a word whose latest search found nothing
 * is left out (clicking it would find nothing), and so are the words staff hid.
 */
export async function popularKeywords(type: number, limit = 8) {
  const days = Number(await settings.get('fulltext_search', 'popular_days')) || 30
  const since = DateTime.now().minus({ days }).toFormat('yyyy-MM-dd HH:mm:ss')
  const forms = await db
    .from('search_records')
    .where('type', type)
    .where('created_at', '>=', since)
    .groupBy('keywords')
    .orderByRaw('COUNT(*) DESC')
    .limit(CANDIDATES)
    .select('keywords', db.raw('COUNT(*) AS count'), db.raw('MAX(id) AS last_id'))
  if (forms.length === 0) return []
  const lastIds = forms.map((form) => Number(form.last_id))
  const totals = new Map(
    (await db.from('search_records').whereIn('id', lastIds).select('id', 'total')).map((row) => [Number(row.id), Number(row.total)])
  )

  const words = new Map<string, Word>()
  for (const form of forms) {
    const key = searchWordKey(String(form.keywords))
    if (!key) continue
    const count = Number(form.count)
    const lastId = Number(form.last_id)
    const word = words.get(key) ?? { label: '', labelCount: 0, count: 0, lastId: 0, lastTotal: 0 }
    word.count += count
    if (count > word.labelCount) {
      word.label = searchWordLabel(String(form.keywords))
      word.labelCount = count
    }
    if (lastId > word.lastId) {
      word.lastId = lastId
      word.lastTotal = totals.get(lastId) ?? 0
    }
    words.set(key, word)
  }

  const hidden = new Set(
    (
      await db
        .from('search_hidden_words')
        .whereIn('keywords', [...words.keys()])
        .select('keywords')
    ).map((row) => String(row.keywords))
  )
  return [...words]
    .filter(([key, word]) => word.lastTotal > 0 && !hidden.has(key))
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || keyA.localeCompare(keyB))
    .slice(0, limit)
    .map(([, word]) => word.label)
}
