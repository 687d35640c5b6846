import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'

/** One search a visitor ran: what, how many results, who, from where, how long it took. */
export default class SearchRecord extends compose(BaseModel, withTimestamps) {
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
}
