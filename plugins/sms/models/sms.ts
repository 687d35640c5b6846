import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { SmsStatus, SmsType } from '../enums.js'

/** One verification code sent (or tried) to a phone. */
export default class Sms extends BaseModel {
  static table = 'sms'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare type: SmsType

  @column()
  declare status: SmsStatus

  /** The account of the phone when the code was sent, if it had one. */
  @column()
  declare userId: number | null

  @column()
  declare mobile: string

  @column({ serializeAs: null })
  declare codeHash: string

  /** Wrong codes tried against this one; it is dead after MAX_ATTEMPTS. */
  @column()
  declare attempts: number

  @column()
  declare ip: string

  @column()
  declare provider: string

  @column()
  declare error: string

  @column()
  declare response: string | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
