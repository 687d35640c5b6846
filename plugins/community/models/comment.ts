import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { withTarget } from './target_column.js'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import type { CommentStatusValue } from '../enums/community.js'

export default class Comment extends compose(BaseModel, withTimestamps, withTarget) {
  static table = 'community_comments'

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
