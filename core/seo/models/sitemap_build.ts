import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import type { SitemapFile } from '../types.js'
import { jsonColumn } from '#core/kernel/database/json_column'

export type SitemapBuildStatus = 'building' | 'ready' | 'failed'

export default class SitemapBuild extends compose(BaseModel, withTimestamps) {
  static table = 'seo_sitemap_builds'

  @column({ isPrimary: true })
  declare id: number

  /** The drive folder of the build's files: sitemap/<key>/. */
  @column()
  declare key: string

  @column()
  declare status: SitemapBuildStatus

  /** The base URL every loc of this build starts with. */
  @column()
  declare baseUrl: string

  @column()
  declare urlCount: number

  @column()
  declare fileCount: number

  @column(jsonColumn([]))
  declare files: SitemapFile[]

  @column()
  declare error: string

  @column.dateTime()
  declare finishedAt: DateTime | null
}
