import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import Permission from './permission.js'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class Group extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  @column()
  declare color: string

  @column()
  declare description: string

  @column(booleanColumn())
  declare isDefault: boolean

  @column(booleanColumn())
  declare isDisplay: boolean

  /** Holds every permission, present and future. */
  @column(booleanColumn())
  declare isSuper: boolean

  @column()
  declare sort: number

  @column()
  declare userCount: number

  @manyToMany(() => Permission, { pivotTable: 'group_permissions' })
  declare permissions: ManyToMany<typeof Permission>
}
