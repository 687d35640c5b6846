import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTimestamps } from '#core/kernel/database/timestamps'

/** A provider account (oauth_type + openid) bound to a member. */
export default class OauthAccount extends compose(BaseModel, withTimestamps) {
  static table = 'oauth_accounts'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare oauthType: number

  @column()
  declare openid: string

  @column()
  declare unionid: string

  @column()
  declare username: string

  @column()
  declare avatar: string
}
