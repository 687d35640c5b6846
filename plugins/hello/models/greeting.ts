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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
