import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'

/** Spec §3 order; `amount` is what is paid, in whole credits. */
export default class Order extends compose(BaseModel, withTimestamps) {
  static table = 'commerce_orders'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderNo: string

  @column()
  declare userId: number

  @column()
  declare orderType: number

  @column()
  declare productId: number

  @column()
  declare productName: string

  @column()
  declare quantity: number

  @column()
  declare price: number

  @column()
  declare amount: number

  /** The amount in fen when paid with money. */
  @column()
  declare money: number

  @column()
  declare status: number

  @column()
  declare paymentType: number

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare closedAt: DateTime | null
}
