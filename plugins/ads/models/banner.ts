import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { BannerTypeValue } from '../enums/banner_type.js'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Banner extends compose(BaseModel, withTimestamps) {
  static table = 'ads_banners'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  /** The image: a path below /uploads or an http(s) URL. */
  @column()
  declare path: string

  /** Where a click goes: a site path or an http(s) URL; empty for none. */
  @column()
  declare url: string

  @column()
  declare description: string

  @column()
  declare type: BannerTypeValue

  @column()
  declare sort: number

  @column(booleanColumn())
  declare enable: boolean
}
