import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One granted download: the daily limits count these, and /me/download lists them. */
export default class DocumentDownload extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare documentId: number

  /** 0 for a guest download. */
  @column()
  declare userId: number

  @column()
  declare ip: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
