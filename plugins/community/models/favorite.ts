import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { TargetKindValue } from '../enums/community.js'

export default class Favorite extends compose(BaseModel, withTimestamps) {
  static table = 'community_favorites'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: TargetKindValue

  @column()
  declare targetId: number

  @column()
  declare ip: string
}
