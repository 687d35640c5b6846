import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { withTarget } from './target_column.js'

export default class Favorite extends compose(BaseModel, withTimestamps, withTarget) {
  static table = 'community_favorites'

  @column()
  declare ip: string
}
