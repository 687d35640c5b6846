import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One plugin's lifecycle state on this site (see core/kernel/plugin_lifecycle.ts). */
export default class PluginState extends BaseModel {
  static table = 'plugin_states'
  static selfAssignPrimaryKey = true

  /** The plugin id. */
  @column({ isPrimary: true })
  declare id: string

  @column({ consume: (value) => Boolean(value) })
  declare enabled: boolean

  /** Null after an uninstall: enabling it again runs its install hook again. */
  @column.dateTime()
  declare installedAt: DateTime | null

  @column.dateTime()
  declare disabledAt: DateTime | null

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
