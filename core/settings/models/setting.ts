import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'

export default class Setting extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare groupName: string

  @column()
  declare name: string

  /** JSON text of the stored value; null means "use the default". */
  @column()
  declare value: string | null
}
