import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'

export default class ChatFile extends compose(BaseModel, withTimestamps) {
  static table = 'assistant_files'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare sessionId: number

  @column()
  declare name: string

  @column()
  declare size: number

  /** What the bytes are (file-type, or plain text), never what the client claimed. */
  @column()
  declare mimeType: string

  /** The drive key of the bytes. */
  @column()
  declare path: string
}
