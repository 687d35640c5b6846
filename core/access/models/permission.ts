import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

/** One row per guarded API route: (method, path), titled from its plugin's manifest. */
export default class Permission extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare method: string

  @column()
  declare path: string

  @column()
  declare key: string

  @column()
  declare title: string

  @column()
  declare description: string

  /** Renamed by an administrator: the start-up sync no longer follows the manifest title. */
  @column(booleanColumn())
  declare titleCustomized: boolean
}
