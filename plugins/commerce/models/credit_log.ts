import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One change of a user's credits; the rows of a user sum to their balance. */
export default class CreditLog extends BaseModel {
  static table = 'commerce_credit_logs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare delta: number

  /** The balance right after this change. */
  @column()
  declare balance: number

  @column()
  declare reason: string

  @column()
  declare referenceType: string

  @column()
  declare referenceId: number

  @column()
  declare remark: string

  /** The administrator who granted or deducted, 0 otherwise. */
  @column()
  declare operatorId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
