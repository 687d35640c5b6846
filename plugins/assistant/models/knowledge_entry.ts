import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { booleanColumn } from '#core/kernel/database/boolean_column'

export default class KnowledgeEntry extends compose(BaseModel, withTimestamps) {
  static table = 'assistant_knowledge'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare question: string

  @column()
  declare keywords: string

  /** May hold {credit}, {vip_plans} and {download_rules}: filled from the settings when answered. */
  @column()
  declare answer: string

  @column(booleanColumn())
  declare enable: boolean

  @column()
  declare sort: number

  @column()
  declare quick: number
}
