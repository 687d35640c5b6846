import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import Permission from './permission.js'

const bool = { consume: (value: unknown) => Boolean(value) }

export default class Group extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  @column()
  declare color: string

  @column()
  declare description: string

  @column(bool)
  declare isDefault: boolean

  @column(bool)
  declare isDisplay: boolean

  /** Holds every permission, present and future. */
  @column(bool)
  declare isSuper: boolean

  @column()
  declare sort: number

  @column()
  declare userCount: number

  @manyToMany(() => Permission, { pivotTable: 'group_permissions' })
  declare permissions: ManyToMany<typeof Permission>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
