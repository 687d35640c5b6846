import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { jsonColumn } from '#core/kernel/database/json_column'
import type { OutlineEntry } from '../services/conversion/index.js'

/** The bookmarks of a file, by hash: every document with that file shares them. */
export default class DocumentOutline extends compose(BaseModel, withTimestamps) {
  @column({ isPrimary: true })
  declare hash: string

  /** Nested entries with their 1-based pages, as JSON. */
  @column(jsonColumn<OutlineEntry[]>([]))
  declare entries: OutlineEntry[]
}
