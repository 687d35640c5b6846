import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Greeting extends BaseModel {
  static table = 'hello_greetings'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare text: string

  /** Who stored it; null when it came from the CLI or a job. */
  @column()
  declare userId: number | null

  /** An article category it is filed under, chosen on /hello/new; null for none. */
  @column()
  declare categoryId: number | null

  /** Set by community (favourites and approved comments), never incremented here. */
  @column()
  declare favoriteCount: number

  @column()
  declare commentCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
