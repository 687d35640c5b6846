import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One search a visitor ran: what, how many results, who, from where, how long it took. */
export default class SearchRecord extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare ip: string

  /** 0 documents, 1 articles. */
  @column()
  declare type: number

  @column()
  declare keywords: string

  @column()
  declare total: number

  @column()
  declare page: number

  @column()
  declare userAgent: string

  /** Seconds. */
  @column()
  declare spendTime: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
