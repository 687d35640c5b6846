import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { DynamicTypeValue } from '../enums/dynamic_type.js'

/** One line of a user's activity feed; `content` is HTML built by `recordDynamic` with every value escaped. */
export default class UserDynamic extends compose(BaseModel, withTimestamps) {
  static table = 'user_dynamics'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: DynamicTypeValue

  @column()
  declare content: string
}
