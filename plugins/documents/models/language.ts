import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#core/kernel/database/boolean_column'

/** A language documents can be filed under (api-shapes §16). */
export default class Language extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Display name, e.g. 中文. */
  @column()
  declare language: string

  /** e.g. zh, en; what documents.language stores. */
  @column()
  declare code: string

  @column(booleanColumn())
  declare enable: boolean

  /** Documents in this language. */
  @column()
  declare total: number

  @column()
  declare sort: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
