import type { DateTime } from 'luxon'
import { column, type BaseModel } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * The created_at / updated_at pair most tables carry:
 * set on insert, updated_at on every save. Use with `compose(BaseModel, withTimestamps)`.
 */
export function withTimestamps<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class ModelWithTimestamps extends superclass {
    @column.dateTime({ autoCreate: true })
    declare createdAt: DateTime

    @column.dateTime({ autoCreate: true, autoUpdate: true })
    declare updatedAt: DateTime
  }
  return ModelWithTimestamps
}
