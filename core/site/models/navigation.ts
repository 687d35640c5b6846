import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Navigation extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  /** A site path ('/tool') or an http(s) URL. */
  @column()
  declare href: string

  @column()
  declare color: string

  /** '_self' or '_blank'. */
  @column()
  declare target: string

  @column(booleanColumn())
  declare enable: boolean

  @column(booleanColumn())
  declare fixed: boolean

  @column()
  declare sort: number

  /** 0 for a top-level entry. */
  @column()
  declare parentId: number

  @column()
  declare description: string
}
