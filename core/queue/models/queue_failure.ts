import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { QueueDriverName } from '../types.js'
import { jsonColumn } from '#core/kernel/database/json_column'

export default class QueueFailure extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare job: string

  @column()
  declare jobId: string

  @column(jsonColumn(null))
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
