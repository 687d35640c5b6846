import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import type { TargetKindValue } from '../enums/community.js'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Report extends compose(BaseModel, withTimestamps) {
  static table = 'community_reports'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: TargetKindValue

  @column()
  declare targetId: number

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
