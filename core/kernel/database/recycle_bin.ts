import type { DateTime } from 'luxon'
import { column, type BaseModel } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/** Content that goes to a recycle bin before it is purged: when, and by whom (0 for none). */
export function withRecycleBin<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class ModelInRecycleBin extends superclass {
    /** Set while the row is in the recycle bin. */
    @column.dateTime()
    declare deletedAt: DateTime | null

    @column()
    declare deletedUserId: number
  }
  return ModelInRecycleBin
}
