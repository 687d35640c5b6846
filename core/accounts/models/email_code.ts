import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { EmailCodePurposeValue } from '../enums/email_code_purpose.js'

/** A code (and for a password reset, a link) sent to an address: expiring, single use. */
export default class EmailCode extends BaseModel {
  static table = 'email_codes'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare purpose: EmailCodePurposeValue

  @column()
  declare userId: number | null

  @column({ serializeAs: null })
  declare codeHash: string

  @column({ serializeAs: null })
  declare linkHash: string | null

  /** Wrong codes typed for it; at MAX_CODE_FAILURES it is dead. */
  @column()
  declare failures: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
