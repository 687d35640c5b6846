import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { keywordParam, pagingParams } from '#core/kernel/http/query_list'
import { MailStatusEnum } from '../enums/mail_status.js'

export const listMailLogsValidator = vine.create({
  ...pagingParams(100),
  wd: keywordParam(),
  status: vine
    .number()
    .in(MailStatusEnum.options.map((option) => option.value))
    .optional(),
})

export const testMailValidator = vine.create({ email: vine.string().trim().maxLength(128).email() })
testMailValidator.messagesProvider = new SimpleMessagesProvider({
  'email.required': '请输入收件邮箱',
  'email.email': '请输入正确的电子邮箱',
  'email.maxLength': '请输入正确的电子邮箱',
})
