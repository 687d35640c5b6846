import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#core/kernel/database/boolean_column'

/** The extracted text of a file, by hash: every document with that file shares it. */
export default class DocumentText extends BaseModel {
  @column({ isPrimary: true })
  declare hash: string

  /** Pages separated by form feeds (\f). Never sent whole to a visitor. */
  @column()
  declare content: string

  @column()
  declare length: number

  @column(booleanColumn())
  declare truncated: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
