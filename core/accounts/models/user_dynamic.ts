import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DynamicTypeValue } from '../enums/dynamic_type.js'

/** One line of a user's activity feed; `content` is HTML built by `recordDynamic` with every value escaped. */
export default class UserDynamic extends BaseModel {
  static table = 'user_dynamics'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: DynamicTypeValue

  @column()
  declare content: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
