import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { withRecycleBin } from '#core/kernel/database/recycle_bin'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import { Category } from '#plugins/categories/contracts'
import type { ArticleStatusValue } from '../enums/article_status.js'

export default class Article extends compose(BaseModel, withTimestamps, withRecycleBin) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare identifier: string

  @column()
  declare userId: number

  @column()
  declare title: string

  @column()
  declare keywords: string

  @column()
  declare description: string

  @column()
  declare author: string

  @column()
  declare content: string

  @column()
  declare status: ArticleStatusValue

  @column()
  declare rejectReason: string

  @column()
  declare viewCount: number

  @column()
  declare favoriteCount: number

  @column()
  declare commentCount: number

  @column.dateTime()
  declare recommendAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @manyToMany(() => Category, { pivotTable: 'article_categories', pivotForeignKey: 'article_id', pivotRelatedForeignKey: 'category_id' })
  declare categories: ManyToMany<typeof Category>
}
