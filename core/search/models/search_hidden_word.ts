import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'

/** A search word staff hid from 大家都在搜; `keywords` is its folded form. */
export default class SearchHiddenWord extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare keywords: string

  /** Who hid it. */
  @column()
  declare userId: number
}
