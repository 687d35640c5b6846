import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

/** What an operator did to a punishment: the `t` of an operators entry. */
export const OperatorAction = { Create: 1, Update: 2, Cancel: 3 } as const
export type OperatorActionValue = (typeof OperatorAction)[keyof typeof OperatorAction]

export interface OperatorEntry {
  /** Operator user id. */
  u: number
  /** OperatorAction. */
  t: OperatorActionValue
  /** Unix seconds. */
  ts: number
}

export default class Punishment extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: number

  @column(booleanColumn())
  declare enable: boolean

  @column()
  declare reason: string

  @column()
  declare remark: string

  /** JSON list of OperatorEntry: who created, changed or cancelled it, and when. */
  @column()
  declare operators: string | null

  @column.dateTime()
  declare startTime: DateTime | null

  @column.dateTime()
  declare endTime: DateTime | null
}

export function readOperators(punishment: Punishment): OperatorEntry[] {
  try {
    const parsed = JSON.parse(punishment.operators ?? '[]')
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

export function recordOperator(punishment: Punishment, operatorId: number, action: OperatorActionValue) {
  const entries = readOperators(punishment)
  entries.push({ u: operatorId, t: action, ts: Math.floor(Date.now() / 1000) })
  punishment.operators = JSON.stringify(entries)
}
