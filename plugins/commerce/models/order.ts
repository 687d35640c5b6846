import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** Spec §3 order; `amount` is what is paid, in whole credits. */
export default class Order extends BaseModel {
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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
