import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import type { CommentStatusValue, TargetKindValue } from '../enums/community.js'

export default class Comment extends BaseModel {
  static table = 'community_comments'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: TargetKindValue

  @column()
  declare targetId: number

  @column()
  declare parentId: number

  @column()
  declare content: string

  @column()
  declare status: CommentStatusValue

  @column()
  declare commentCount: number

  @column()
  declare ip: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
