import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

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
export const idList = () =>
  vine.array(vine.number().withoutDecimals().positive()).parse(queryList).use(atMostMaxIds())

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

/** `?page=` of a site page, read the same way as the API's `page=`: 1 when absent or not a number. */
export function pageOfQuery(value: unknown) {
  return clampedWholeNumber(MAX_PAGE)(Array.isArray(value) ? value[0] : value) ?? 1
}
