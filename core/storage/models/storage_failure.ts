import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type StorageFailureKind = 'full' | 'unavailable'

export default class StorageFailure extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: StorageFailureKind

  /** The drive service that failed: local or s3. */
  @column()
  declare disk: string

  @column()
  declare key: string

  @column()
  declare error: string

  @column.dateTime()
  declare failedAt: DateTime
}
