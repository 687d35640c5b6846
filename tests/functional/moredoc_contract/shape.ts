import type { Assert } from '@japa/assert'

export type FieldType = 'number' | 'string' | 'boolean' | 'array' | 'object'

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  return typeof value
}

/**
 * The fields a page of MOREDOC's web client reads from an answer, with the JSON type it
 * handles them as (a number it divides, an array it maps...): each must be there with that type.
 */
export function assertFields(assert: Assert, value: unknown, fields: Record<string, FieldType>, what: string) {
  assert.equal(typeOf(value), 'object', `${what} is an object`)
  const record = value as Record<string, unknown>
  for (const [name, type] of Object.entries(fields)) {
    assert.equal(typeOf(record[name]), type, `${what}.${name} is a ${type} (got ${JSON.stringify(record[name])})`)
  }
}
