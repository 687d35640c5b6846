/** What a provider needs to send one code, read from 短信设置. */
export interface ProviderConfig {
  accessKey: string
  secretKey: string
  signName: string
  appId: string
  region: string
  /** Overrides the provider's default address (a proxy, or a fake server in tests). */
  endpoint: string
  /** The template of this message's purpose. */
  template: string
}

export interface SmsMessage {
  /** 11 digits, mainland number. */
  mobile: string
  code: string
  /** Minutes the code stays valid, for templates that say so. */
  ttlMinutes: number
}

export interface SmsProvider {
  /** The identifier stored in sms.provider (spec: smsAliyun, smsTencent...). */
  key: string
  title: string
  /** Resolves with the provider's raw answer when it accepted the message, else throws SmsSendError. */
  send(message: SmsMessage, config: ProviderConfig): Promise<{ response: string }>
}

/** The provider refused or could not be reached: `message` is for the user, `response` for the log. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly response: string = ''
  ) {
    super(message)
  }
}

/** The user's message for a provider's error code, with the code itself for anything unknown. */
export function explain(known: Record<string, string>, code: string, fallback: string) {
  return known[code] ?? `短信发送失败（${code || fallback}），请稍后再试`
}
