import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { ChatMode } from '../enums/chat.js'

export default class ChatSession extends compose(BaseModel, withTimestamps) {
  static table = 'assistant_sessions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare mode: ChatMode

  /** 0 until the member rates it when closing (spec §9: rating defaults to 0). */
  @column()
  declare rating: number

  @column()
  declare feedback: string

  @column()
  declare messageCount: number

  /** 问这篇文档: answers cite this document's pages alone; 0 for the whole site. */
  @column()
  declare documentId: number

  @column.dateTime()
  declare closedAt: DateTime | null
}
