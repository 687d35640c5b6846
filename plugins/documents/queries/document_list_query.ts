import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { whereContains } from '#core/kernel/database/where_contains'
import { descendantIds } from '#plugins/categories/contracts'
import Document from '../models/document.js'
import { kindOfExtension, SUPPORTED_EXTENSIONS } from '../services/conversion/file_type.js'
import { applySort } from '#core/kernel/http/query_list'
import { userIdsNamed } from '#core/accounts/contracts'

export type ExtGroup = 'pdf' | 'doc' | 'ppt' | 'xls' | 'txt' | 'other'

/** The list filter's groups (api-shapes §4 `ext`) in the engine's kinds; everything else is "other". */
const GROUP_KINDS: Record<Exclude<ExtGroup, 'other'>, string> = {
  pdf: 'pdf',
  doc: 'word',
  ppt: 'ppt',
  xls: 'excel',
  txt: 'text',
}

export function extensionsOfGroup(group: Exclude<ExtGroup, 'other'>) {
  return SUPPORTED_EXTENSIONS.filter((ext) => kindOfExtension(ext) === GROUP_KINDS[group]).map((ext) => `.${ext}`)
}

const GROUPED_EXTENSIONS = (Object.keys(GROUP_KINDS) as Exclude<ExtGroup, 'other'>[]).flatMap(extensionsOfGroup)

/** API sort names → columns; anything else sorts by id, newest first. */
const SORTABLE: Record<string, string> = {
  id: 'id',
  title: 'title',
  created_at: 'created_at',
  updated_at: 'updated_at',
  deleted_at: 'deleted_at',
  recommend_at: 'recommend_at',
  view_count: 'view_count',
  download_count: 'download_count',
  favorite_count: 'favorite_count',
  comment_count: 'comment_count',
  score: 'score',
  pages: 'pages',
  size: 'size',
  price: 'price',
}

export interface DocumentListFilters {
  page: number
  size: number
  /** > 0: the first `limit` rows, not counted. */
  limit?: number
  /** Applied only when not empty. */
  wd?: string
  /** null: any status. */
  statuses: number[] | null
  /** Documents filed under these categories or any of their descendants. */
  categoryIds?: number[]
  userId?: number
  /** The uploader's exact username. */
  username?: string
  ext?: ExtGroup
  isRecommend?: boolean
  languages?: string[]
  feeType?: 'free' | 'charge'
  createdAt?: string[]
  order?: string
  /** true: the recycle bin; false: everything out of it. */
  trashed: boolean
}

const FORMATS = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd']

function parseTime(value: string, endOfDay: boolean) {
  const iso = DateTime.fromISO(value)
  if (iso.isValid) return value.length <= 10 && endOfDay ? iso.endOf('day') : iso
  for (const format of FORMATS) {
    const parsed = DateTime.fromFormat(value, format)
    if (parsed.isValid) return format === 'yyyy-MM-dd' && endOfDay ? parsed.endOf('day') : parsed
  }
  return null
}

/** `created_at=[start, end]` parsed leniently in local time; one value means start..now. */
export function createdRange(values: string[]) {
  const [start, end] = values
  const from = start ? parseTime(start, false) : null
  const to = end ? parseTime(end, true) : DateTime.now()
  // The format Lucid stores DateTime columns in (local time) on SQLite and MySQL alike.
  const stored = (time: DateTime | null) => (time ? time.toFormat('yyyy-MM-dd HH:mm:ss') : null)
  return { from: stored(from), to: stored(to) }
}

/**
 * The admin and public document list and the recycle bin: explicit filters, categories and
 * uploader preloaded in two queries, and a stable order (id breaks ties).
 */
export async function listDocuments(filters: DocumentListFilters) {
  const query = Document.query()
  if (filters.trashed) query.whereNotNull('deleted_at')
  else query.whereNull('deleted_at')
  if (filters.statuses) query.whereIn('status', filters.statuses)
  if (filters.wd) whereContains(query, ['title', 'keywords', 'description'], filters.wd)
  if (filters.userId) query.where('user_id', filters.userId)
  if (filters.username) query.whereIn('user_id', userIdsNamed(filters.username))
  if (filters.categoryIds?.length) {
    const categoryIds = (await Promise.all(filters.categoryIds.map(descendantIds))).flat()
    query.whereIn('id', db.from('document_categories').whereIn('category_id', categoryIds).select('document_id'))
  }
  if (filters.ext === 'other') query.whereNotIn('ext', GROUPED_EXTENSIONS)
  else if (filters.ext) query.whereIn('ext', extensionsOfGroup(filters.ext))
  if (filters.isRecommend === true) query.whereNotNull('recommend_at')
  if (filters.isRecommend === false) query.whereNull('recommend_at')
  if (filters.languages?.length) query.whereIn('language', filters.languages)
  if (filters.feeType === 'free') query.where('price', 0)
  if (filters.feeType === 'charge') query.where('price', '>', 0)
  if (filters.createdAt?.length) {
    const { from, to } = createdRange(filters.createdAt)
    if (from) query.where('created_at', '>=', from)
    if (to) query.where('created_at', '<=', to)
  }

  applySort(query, filters.order, SORTABLE, { initial: [{ column: filters.trashed ? 'deleted_at' : 'id', order: 'desc' }], most: 1 })
  query
    .preload('user')
    .preload('categories', (categories) => categories.orderBy('categories.parent_id', 'asc').orderBy('categories.id', 'asc'))

  if (filters.limit && filters.limit > 0) {
    return { total: null, documents: await query.limit(filters.limit) }
  }
  const page = await query.paginate(filters.page, filters.size)
  return { total: page.total, documents: page.all() }
}
