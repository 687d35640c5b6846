import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/**
 * Query strings send one value as a scalar and several as repeated keys (`?id=1&id=2`):
 * always a list, or undefined when the key is absent or empty.
 */
export function queryList(value: unknown) {
  if (value === undefined || value === null || value === '') return undefined
  return Array.isArray(value) ? value : [value]
}

/** Most ids one request may name: batch actions work on a page of rows, and SQL caps bound variables. */
export const MAX_IDS = 1000
export const TOO_MANY_IDS = `一次最多提交 ${MAX_IDS} 个 ID`

const atMostMaxIds = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (Array.isArray(value) && value.length > MAX_IDS) field.report(TOO_MANY_IDS, 'idList.maxIds', field)
})

/** Positive ids from the query string or a body, one or several, at most MAX_IDS. */
export const idList = () => vine.array(vine.number().withoutDecimals().positive()).parse(queryList).use(atMostMaxIds())

/** Largest page size any list serves; a route may serve fewer (`sizeParam(100)`). */
export const MAX_LIST_SIZE = 1000
/** Largest page a guest or member may ask of a public list (users, articles). */
export const MAX_PUBLIC_SIZE = 50
/** Deepest page a list serves: keeps OFFSET a plain integer on every database. */
export const MAX_PAGE = 100_000

function clampedWholeNumber(max: number) {
  return (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined
    const number = Number(value)
    if (Number.isNaN(number)) return undefined
    return Math.min(Math.max(Math.trunc(number), 1), max)
  }
}

/**
 * `page=` of a list. A page is a hint, not a command: negative, fractional, huge or
 * non-numeric values are clamped into 1..MAX_PAGE (or dropped for the default) instead of refused.
 */
export const pageParam = () => vine.number().parse(clampedWholeNumber(MAX_PAGE)).optional()

/** `size=` of a list, clamped into 1..max the same way as `page=`. */
export const sizeParam = (max = MAX_LIST_SIZE) => vine.number().parse(clampedWholeNumber(max)).optional()

/** `page=` and `size=` of a list validator: `vine.create({ ...pagingParams(), wd: keywordParam() })`. */
export const pagingParams = (maxSize = MAX_LIST_SIZE) => ({ page: pageParam(), size: sizeParam(maxSize) })

/** The value of a query key that is read once: the first when the key is repeated. */
export function firstOf(value: unknown) {
  return Array.isArray(value) ? value[0] : value
}

/** A query key read once as text: '' when absent or not a scalar (`?wd[]=` or `?wd[a]=`). */
export function textOfQuery(value: unknown) {
  const scalar = firstOf(value)
  return typeof scalar === 'string' || typeof scalar === 'number' ? String(scalar) : ''
}

/** `?page=` of a site page, read the same way as the API's `page=`: 1 when absent or not a number. */
export function pageOfQuery(value: unknown) {
  return clampedWholeNumber(MAX_PAGE)(firstOf(value)) ?? 1
}

/**
 * The page and size a list serves once `page=`/`size=` are validated: page 1 and `fallback`
 * rows when absent, the size kept within min..max (a route's own maximum, e.g. 24 for guests).
 */
export function pageOf(input: { page?: number; size?: number }, { min = 1, max = MAX_LIST_SIZE, fallback = 10 } = {}) {
  return { page: Math.max(1, input.page ?? 1), size: Math.min(max, Math.max(min, input.size || fallback)) }
}

/** `wd=`, the keyword of a list. */
export const keywordParam = () => vine.string().trim().maxLength(64).optional()

/** `field=`: the fields to keep, one or several (repeated keys); see pickFields. */
export const fieldsParam = () => vine.array(vine.string().trim()).parse(queryList).optional()

/**
 * Keeps only the asked fields of each record, all of them when none is asked. The record's
 * own keys are the whitelist: an unknown name is dropped, never looked up.
 */
export function pickFields<T extends Record<string, unknown>>(records: T[], fields: string[] | undefined): Partial<T>[] {
  if (!fields?.length) return records
  return records.map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key))) as Partial<T>)
}

/** `order=` or `sort=`, a sort string read by sortOf. */
export const sortParam = (maxLength = 128) => vine.string().trim().maxLength(maxLength).optional()

export interface SortColumn {
  column: string
  order: 'asc' | 'desc'
}

export interface SortOptions {
  /** The order when the caller asks for none (or only unknown columns). */
  initial?: SortColumn[]
  /** Breaks ties so pages never overlap; appended unless its column is already sorted on. */
  stable?: SortColumn
  /** Most columns the route sorts by (the API's document list takes one). */
  most?: number
}

/**
 * Reads a sort string against the columns a list may be sorted by (API name → SQL column):
 * "col" (descending), "col asc", a comma list "a desc,b", and "col,asc" as some clients write
 * it. Unknown columns are dropped rather than refused, as the API family does.
 */
export function sortOf(input: string | undefined, columns: Record<string, string>, options: SortOptions = {}) {
  const { initial = [], stable = { column: 'id', order: 'desc' }, most = Number.POSITIVE_INFINITY } = options
  const asked: SortColumn[] = []
  let previous: SortColumn | undefined
  for (const part of (input ?? '').split(',')) {
    const [name = '', direction] = part.trim().split(/\s+/)
    if (/^(asc|desc)$/i.test(name) && !direction && previous) {
      previous.order = name.toLowerCase() as SortColumn['order']
      previous = undefined
      continue
    }
    const column = Object.hasOwn(columns, name) ? columns[name] : undefined
    previous = undefined
    if (!column || asked.length >= most || asked.some((item) => item.column === column)) continue
    previous = { column, order: direction?.toLowerCase() === 'asc' ? 'asc' : 'desc' }
    asked.push(previous)
  }
  const output = asked.length ? asked : initial.map((item) => ({ ...item }))
  if (!output.some((item) => item.column === stable.column)) output.push({ ...stable })
  return output
}

/** Orders a list query the way sortOf reads the caller's sort string. */
export function applySort<Query extends { orderBy(column: string, order: 'asc' | 'desc'): unknown }>(
  query: Query,
  input: string | undefined,
  columns: Record<string, string>,
  options?: SortOptions
): Query {
  for (const { column, order } of sortOf(input, columns, options)) query.orderBy(column, order)
  return query
}

const idsValidator = vine.create(vine.object({ id: idList().minLength(1) }))

/**
 * The `?id=1&id=2` of a DELETE (or the single `?id=` of a GET), without repeats; `messages`
 * words the 400 the way the route's other errors are worded.
 */
export async function idsOfQuery(qs: Record<string, unknown>, messages: MessagesProviderContact) {
  const { id } = await idsValidator.validate({ id: queryList(qs.id) ?? [] }, { messagesProvider: messages })
  return [...new Set(id)]
}
