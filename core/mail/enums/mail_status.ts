import { defineLabeledEnum } from '#core/kernel/labeled_enum'

/** Like the SMS records of the spec: sending 0, sent 1, failed 2. */
export const MailStatusEnum = defineLabeledEnum({
  Sending: [0, '发送中'],
  Sent: [1, '已发送'],
  Failed: [2, '发送失败'],
})

export const MailStatus = MailStatusEnum.values
export type MailStatusValue = (typeof MailStatus)[keyof typeof MailStatus]
