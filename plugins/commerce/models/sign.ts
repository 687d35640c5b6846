import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A daily sign-in; `signAt` is the site's calendar day as yyyymmdd. */
export default class Sign extends BaseModel {
  static table = 'commerce_signs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare signAt: number

  @column()
  declare ip: string

  @column()
  declare award: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
