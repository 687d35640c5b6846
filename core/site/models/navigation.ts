import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Navigation extends BaseModel {
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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
