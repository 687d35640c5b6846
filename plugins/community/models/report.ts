import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import type { TargetKindValue } from '../enums/community.js'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Report extends BaseModel {
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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
