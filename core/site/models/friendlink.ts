import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Friendlink extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  /** Always an http(s) URL. */
  @column()
  declare link: string

  @column()
  declare description: string

  @column()
  declare sort: number

  @column(booleanColumn())
  declare enable: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
