import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import type { CommentStatusValue, TargetKindValue } from '../enums/community.js'

export default class Comment extends compose(BaseModel, withTimestamps) {
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

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
