import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withTimestamps } from '#core/kernel/database/timestamps'
import { jsonColumn } from '#core/kernel/database/json_column'
import type { MailStatusValue } from '../enums/mail_status.js'

/** What a retry needs to send the same message again. */
export interface MailBody {
  html: string
  text: string
}

/** One e-mail the site sent or tried to send: staff read failures in 邮件记录. */
export default class MailLog extends compose(BaseModel, withTimestamps) {
  static table = 'mail_logs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare recipient: string

  @column()
  declare subject: string

  /** verification_code, password_reset, notification, test. */
  @column()
  declare template: string

  @column()
  declare status: MailStatusValue

  /** smtp, or log when no SMTP server is configured outside production. */
  @column()
  declare transport: string

  @column()
  declare attempts: number

  /** The SMTP server's answer (or the connection error) of the last failed attempt. */
  @column()
  declare error: string | null

  /** The SMTP server's answer to the accepted message. */
  @column()
  declare response: string | null

  @column(jsonColumn<MailBody | null>(null))
  declare body: MailBody | null

  @column.dateTime()
  declare sentAt: DateTime | null
}
