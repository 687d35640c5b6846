import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Punishment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: number

  @column({ consume: (value: unknown) => Boolean(value) })
  declare enable: boolean

  @column()
  declare reason: string

  @column()
  declare remark: string

  /** JSON list of { u: operator user id, t: type, ts: unix seconds }. */
  @column()
  declare operators: string | null

  @column.dateTime()
  declare startTime: DateTime | null

  @column.dateTime()
  declare endTime: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
