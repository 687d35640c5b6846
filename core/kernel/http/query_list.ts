import vine from '@vinejs/vine'

/**
 * Query strings send one value as a scalar and several as repeated keys (`?id=1&id=2`):
 * always a list, or undefined when the key is absent or empty.
 */
export function queryList(value: unknown) {
  if (value === undefined || value === null || value === '') return undefined
  return Array.isArray(value) ? value : [value]
}

/** Positive ids from the query string or a body, one or several. */
export const idList = () => vine.array(vine.number().withoutDecimals().positive()).parse(queryList)
