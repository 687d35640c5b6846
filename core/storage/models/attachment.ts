import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { AttachmentTypeValue } from '../enums/attachment_type.js'
import { booleanColumn } from '#core/kernel/database/boolean_column'
import { numberColumn } from '#core/kernel/database/number_column'

/**
 * One stored upload: who sent which content (by md5) for what. Several rows may share a
 * hash (the file is stored once); a row with enable=false bans that content everywhere.
 */
export default class Attachment extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare hash: string

  @column()
  declare userId: number

  @column()
  declare type: AttachmentTypeValue

  @column()
  declare typeId: number

  @column(booleanColumn())
  declare enable: boolean

  /** Public path, e.g. /uploads/ab/cd/<md5>.webp */
  @column()
  declare path: string

  @column()
  declare name: string

  @column(numberColumn())
  declare size: number

  @column()
  declare width: number

  @column()
  declare height: number

  @column()
  declare ext: string

  @column()
  declare ip: string

  @column()
  declare description: string
}
