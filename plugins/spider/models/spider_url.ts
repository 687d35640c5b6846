import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { jsonColumn } from '#core/kernel/database/json_column'
import type { SpiderSchedule, SpiderUrlStatusValue } from '../enums/spider_status.js'

export default class SpiderUrl extends compose(BaseModel, withTimestamps) {
  static table = 'spider_urls'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare url: string

  @column()
  declare title: string

  @column(jsonColumn<number[]>([]))
  declare categoryId: number[]

  @column()
  declare price: number

  @column()
  declare language: string

  /** Who published documents belong to. */
  @column()
  declare userId: number

  @column()
  declare linkPattern: string

  @column()
  declare patternTarget: 'url' | 'text'

  /** Pages of the list to read: the page itself and pagination links up to this many. */
  @column()
  declare depth: number

  @column()
  declare schedule: SpiderSchedule

  @column()
  declare status: SpiderUrlStatusValue

  /** Document links found, all runs. */
  @column()
  declare total: number

  /** List pages read on the last run. */
  @column()
  declare pages: number

  @column()
  declare error: string

  @column.dateTime()
  declare lastRunAt: DateTime | null

  @column.dateTime()
  declare nextRunAt: DateTime | null
}
