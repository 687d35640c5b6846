import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Friendlink extends compose(BaseModel, withTimestamps) {
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
}
