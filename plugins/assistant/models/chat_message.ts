import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'
import { jsonColumn } from '#core/kernel/database/json_column'
import type { ChatReference, ChatSender, ChatStatus, ChatMessageType, ChatUsage } from '../enums/chat.js'

export default class ChatMessage extends compose(BaseModel, withTimestamps) {
  static table = 'assistant_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare sessionId: number

  @column()
  declare userId: number

  @column()
  declare sender: ChatSender

  @column()
  declare type: ChatMessageType

  @column()
  declare status: ChatStatus

  @column()
  declare content: string

  @column(jsonColumn<ChatReference[]>([]))
  declare references: ChatReference[]

  @column(jsonColumn<number[]>([]))
  declare fileIds: number[]

  @column(booleanColumn())
  declare answered: boolean

  @column(jsonColumn<ChatUsage | null>(null))
  declare usage: ChatUsage | null

  @column()
  declare totalTokens: number
}
