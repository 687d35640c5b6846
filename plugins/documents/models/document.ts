import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { withRecycleBin } from '#core/kernel/database/recycle_bin'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { User } from '#core/accounts/contracts'
import { Category } from '#plugins/categories/contracts'
import type { DocumentStatusValue } from '../enums/document_status.js'
import type { CopyProtectionValue } from '../enums/copy_protection.js'
import { booleanColumn } from '#core/kernel/database/boolean_column'
import { numberColumn } from '#core/kernel/database/number_column'

export default class Document extends compose(BaseModel, withTimestamps, withRecycleBin) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare uuid: string

  @column()
  declare title: string

  @column()
  declare keywords: string

  @column()
  declare description: string

  @column()
  declare userId: number

  @column()
  declare attachmentId: number

  /** md5 of the original file: its storage key and what identical uploads share. */
  @column()
  declare hash: string

  /** With the dot, as the API sends it: '.pdf'. */
  @column()
  declare ext: string

  @column(numberColumn())
  declare size: number

  @column()
  declare language: string

  /** Credits to download; 0 is free. */
  @column()
  declare price: number

  @column()
  declare status: DocumentStatusValue

  @column()
  declare pages: number

  /** Pages rendered for reading (the rest need a download). */
  @column()
  declare preview: number

  /** Pixels of the first page's preview: the reader's aspect ratio. */
  @column()
  declare width: number

  @column()
  declare height: number

  /** '.webp', '.jpg', '.png', '.svg' or '.gzip.svg'. */
  @column()
  declare previewExt: string

  @column(booleanColumn())
  declare enableGzip: boolean

  @column()
  declare cover: string

  /** Entries of the file's outline (document_outlines); 0 when it has none. */
  @column()
  declare outlineCount: number

  /** Conversion wrote a text layer for each preview page (`<n>.layer.gzip.json`). */
  @column(booleanColumn())
  declare textLayer: boolean

  /** Staff's 复制保护 for this document (CopyProtection): follow the site, off, or on. */
  @column()
  declare copyProtection: CopyProtectionValue

  @column()
  declare viewCount: number

  @column()
  declare downloadCount: number

  @column()
  declare favoriteCount: number

  @column()
  declare commentCount: number

  /** Average rating × 100 (100–500); 300 until rated. */
  @column()
  declare score: number

  @column()
  declare scoreCount: number

  /** The uploader-facing reason of the last failed conversion; '' when none. */
  @column()
  declare convertError: string

  @column()
  declare convertAttempts: number

  @column.dateTime()
  declare leaseUntil: DateTime | null

  @column.dateTime()
  declare convertedAt: DateTime | null

  @column.dateTime()
  declare recommendAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @manyToMany(() => Category, {
    pivotTable: 'document_categories',
    pivotForeignKey: 'document_id',
    pivotRelatedForeignKey: 'category_id',
  })
  declare categories: ManyToMany<typeof Category>
}
