import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { booleanColumn } from '#core/kernel/database/boolean_column'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { AccessTokens } from '../services/access_tokens.js'

// The hash service is resolved lazily: this model may load while providers are still booting.
const AuthFinder = withAuthFinder(() => hash.use(), { uids: ['username', 'email'], passwordColumnName: 'password' })

export default class User extends compose(BaseModel, AuthFinder, withTimestamps) {
  static accessTokens = AccessTokens.forTokenable(User, { expiresIn: '365 days', prefix: 'dst_' })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare username: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare email: string | null

  @column()
  declare mobile: string | null

  @column()
  declare realname: string

  @column()
  declare identity: string

  @column()
  declare address: string

  @column()
  declare signature: string

  @column()
  declare avatar: string

  @column()
  declare remark: string

  @column(booleanColumn())
  declare isDefaultPassword: boolean

  @column()
  declare registerIp: string

  @column()
  declare lastLoginIp: string

  @column()
  declare docCount: number

  @column()
  declare articleCount: number

  @column()
  declare favoriteCount: number

  @column()
  declare commentCount: number

  @column()
  declare followCount: number

  @column()
  declare fansCount: number

  @column()
  declare creditCount: number

  @column.dateTime()
  declare loginAt: DateTime | null

  /** The login before `loginAt`, shown as 上次登录. */
  @column.dateTime()
  declare previousLoginAt: DateTime | null
}
