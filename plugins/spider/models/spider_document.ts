import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { jsonColumn } from '#core/kernel/database/json_column'
import { booleanColumn } from '#core/kernel/database/boolean_column'
import type { SpiderDocumentStatusValue } from '../enums/spider_status.js'

export default class SpiderDocument extends compose(BaseModel, withTimestamps) {
  static table = 'spider_documents'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare spiderUrlId: number

  @column()
  declare url: string

  @column()
  declare urlHash: string

  /** The list page the link was found on. */
  @column()
  declare sourcePage: string

  @column()
  declare title: string

  /** The link's text. */
  @column()
  declare titleFromHref: string

  @column()
  declare titleFromUrl: string

  /** From the downloaded file's name (Content-Disposition or the URL). */
  @column()
  declare titleFromAttachment: string

  @column()
  declare ext: string

  @column()
  declare size: number

  @column()
  declare contentType: string

  @column()
  declare hash: string

  @column()
  declare attachmentId: number

  @column()
  declare duplicateOf: number

  /** The download was a file the library or another collected link already has (采集失败 as a state, 已存在 to staff). */
  @column(booleanColumn())
  declare duplicate: boolean

  @column()
  declare status: SpiderDocumentStatusValue

  @column()
  declare error: string

  @column(jsonColumn<number[]>([]))
  declare categoryId: number[]

  @column()
  declare userId: number

  @column()
  declare price: number

  @column()
  declare language: string

  @column()
  declare documentId: number
}
