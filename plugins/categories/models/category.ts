import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

/** A node of the document (type 0) or article (type 1) category tree. */
export default class Category extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  /** 0 for a top-level category. */
  @column()
  declare parentId: number

  @column()
  declare title: string

  @column()
  declare type: number

  /** Set on the row itself; a disabled ancestor hides it too (see the tree queries). */
  @column(booleanColumn())
  declare enable: boolean

  /** Documents (or articles) filed directly or below it that are visible to the public. */
  @column()
  declare docCount: number

  /** Higher first. */
  @column()
  declare sort: number

  @column()
  declare icon: string

  @column()
  declare cover: string

  @column()
  declare description: string

  @column(booleanColumn())
  declare showDescription: boolean
}
