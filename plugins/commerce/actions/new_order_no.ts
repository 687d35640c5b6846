import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'

/** Sortable by time and unguessable enough to be shown to the user. */
export function newOrderNo() {
  return `${DateTime.now().toFormat('yyyyMMddHHmmssSSS')}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`
}
