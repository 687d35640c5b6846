/** The purpose of a code (spec): a code sent for one purpose never serves another. */
export const SmsType = { Register: 0, Login: 1, FindPassword: 2 } as const
export type SmsType = (typeof SmsType)[keyof typeof SmsType]
export const SMS_TYPES = Object.values(SmsType)
export const SMS_TYPE_LABELS: Record<SmsType, string> = { 0: '注册', 1: '登录', 2: '找回密码' }

/** Sending state of a message (spec). */
export const SmsStatus = { Sending: 0, Success: 1, Failed: 2 } as const
export type SmsStatus = (typeof SmsStatus)[keyof typeof SmsStatus]
export const SMS_STATUSES = Object.values(SmsStatus)

/** The spec's rule for a mainland mobile number: 11 digits, 1 then 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
