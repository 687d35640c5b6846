import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A member following another: `followerId` sees `followedId`'s new content on /me. */
export default class Follow extends BaseModel {
  static table = 'follows'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare followerId: number

  @column()
  declare followedId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
