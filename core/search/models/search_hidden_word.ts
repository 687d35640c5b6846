import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A search word staff hid from 大家都在搜; `keywords` is its folded form. */
export default class SearchHiddenWord extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare keywords: string

  /** Who hid it. */
  @column()
  declare userId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
