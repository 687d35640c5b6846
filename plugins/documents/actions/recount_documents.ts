import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { setUserCounter } from '#core/accounts/contracts'
import { setCategoryCount } from '#plugins/categories/contracts'
import { PUBLIC_STATUSES } from '../enums/document_status.js'

type Client = TransactionClientContract | typeof db

/**
 * Counters are recomputed from the rows, never incremented: whatever path changed a
 * document (upload, review, recycle, restore, category change), a recount leaves them right.
 * A document counts while it is out of the recycle bin and publicly visible.
 */
function visibleDocuments(client: Client) {
  return client.from('documents').whereNull('deleted_at').whereIn('status', PUBLIC_STATUSES)
}

export async function recountCategories(categoryIds: number[], client: Client = db) {
  for (const categoryId of new Set(categoryIds)) {
    const row = await visibleDocuments(client)
      .whereIn('id', client.from('document_categories').where('category_id', categoryId).select('document_id'))
      .count('* as total')
      .first()
    await setCategoryCount(categoryId, Number(row?.total ?? 0), client)
  }
}

export async function recountUsers(userIds: number[], client: Client = db) {
  for (const userId of new Set(userIds)) {
    if (!userId) continue
    const row = await visibleDocuments(client).where('user_id', userId).count('* as total').first()
    await setUserCounter(userId, 'doc_count', Number(row?.total ?? 0), client)
  }
}

export async function recountLanguages(codes: string[], client: Client = db) {
  for (const code of new Set(codes)) {
    if (!code) continue
    const row = await visibleDocuments(client).where('language', code).count('* as total').first()
    await client
      .from('languages')
      .where('code', code)
      .update({ total: Number(row?.total ?? 0) })
  }
}

/** Recounts everything a set of documents touches: their categories, uploaders and languages. */
export async function recountForDocuments(documentIds: number[], client: Client = db) {
  if (documentIds.length === 0) return
  const rows = await client.from('documents').whereIn('id', documentIds).select('user_id', 'language')
  const links = await client.from('document_categories').whereIn('document_id', documentIds).select('category_id')
  await recountCategories(
    links.map((link) => Number(link.category_id)),
    client
  )
  await recountUsers(
    rows.map((row) => Number(row.user_id)),
    client
  )
  await recountLanguages(
    rows.map((row) => String(row.language)),
    client
  )
}

/** Every counter documents keep, from the rows (after the rule of what counts changed). */
export async function recountAllDocuments(client: Client = db) {
  const filed = await client.from('document_categories').distinct('category_id')
  await recountCategories(
    filed.map((row) => Number(row.category_id)),
    client
  )
  const uploaders = await client.from('documents').distinct('user_id')
  await recountUsers(
    uploaders.map((row) => Number(row.user_id)),
    client
  )
  const languages = await client.from('documents').distinct('language')
  await recountLanguages(
    languages.map((row) => String(row.language)),
    client
  )
}
