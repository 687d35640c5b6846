import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class LifecycleEvent extends BaseModel {
  static table = 'hello_lifecycle_events'

  @column({ isPrimary: true })
  declare id: number

  /** install, enable, disable or uninstall. */
  @column()
  declare hook: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
