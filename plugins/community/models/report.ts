import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { withTarget } from './target_column.js'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Report extends compose(BaseModel, withTimestamps, withTarget) {
  static table = 'community_reports'

  @column()
  declare targetTitle: string

  @column()
  declare reason: number

  /** Handled by an administrator. */
  @column(booleanColumn())
  declare status: boolean

  @column()
  declare remark: string

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
