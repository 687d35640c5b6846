import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { AdvertisementPosition } from '../enums/advertisement_position.js'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Advertisement extends compose(BaseModel, withTimestamps) {
  static table = 'ads_advertisements'

  @column({ isPrimary: true })
  declare id: number

  /** The staff member who created it. */
  @column()
  declare userId: number

  @column()
  declare position: AdvertisementPosition

  @column()
  declare title: string

  /** Sanitised HTML (services/sanitize_ad.ts), sanitised again when rendered. */
  @column()
  declare content: string

  @column(booleanColumn())
  declare enable: boolean

  @column.dateTime()
  declare startTime: DateTime | null

  @column.dateTime()
  declare endTime: DateTime | null

  @column()
  declare sort: number

  @column()
  declare remark: string
}
