import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { QueueDriverName } from '../types.js'

export default class QueueFailure extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare job: string

  @column()
  declare jobId: string

  @column({
    prepare: (value: unknown) => (value === undefined ? null : JSON.stringify(value)),
    consume: (value: string | null) => (value === null ? null : JSON.parse(value)),
  })
  declare payload: unknown

  @column()
  declare error: string

  @column()
  declare attempts: number

  @column()
  declare driver: QueueDriverName

  @column.dateTime()
  declare failedAt: DateTime
}
