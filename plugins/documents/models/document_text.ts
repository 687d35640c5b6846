import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

/** The extracted text of a file, by hash: every document with that file shares it. */
export default class DocumentText extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare hash: string

  /** Pages separated by form feeds (\f). Never sent whole to a visitor. */
  @column()
  declare content: string

  @column()
  declare length: number

  @column(booleanColumn())
  declare truncated: boolean
}
