import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One VIP purchase: the period it added to the user's membership and its daily free downloads. */
export default class UserVip extends BaseModel {
  static table = 'commerce_user_vips'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare kind: number

  @column()
  declare orderNo: string

  /** Free downloads per day while this period runs. */
  @column()
  declare times: number

  @column.dateTime()
  declare joinedAt: DateTime

  @column.dateTime()
  declare expiredAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
