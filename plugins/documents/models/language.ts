import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

/** A language documents can be filed under (api-shapes §16). */
export default class Language extends compose(BaseModel, withTimestamps) {
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
}
