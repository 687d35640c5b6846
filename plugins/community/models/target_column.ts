import { column, type BaseModel } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { TargetKindValue } from '../enums/community.js'

/** A member's comment, favourite or report: who made it and the content (document or article) it is about. */
export function withTarget<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class ModelWithTarget extends superclass {
    @column({ isPrimary: true })
    declare id: number

    @column()
    declare userId: number

    @column()
    declare type: TargetKindValue

    @column()
    declare targetId: number
  }
  return ModelWithTarget
}
