import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import type { SmsSettings } from '../settings.js'
import { SmsType } from '../enums.js'
import type { ProviderConfig } from '../providers/provider.js'

export async function smsSettings() {
  return settings.group<SmsSettings>('sms')
}

/** 短信设置 → enable: every mobile route answers this while it is off. */
export async function assertSmsEnabled() {
  const config = await smsSettings()
  if (!config.enable) throw ApiError.badRequest('网站未开启短信功能')
  return config
}

const TEMPLATE_FIELD: Record<SmsType, keyof SmsSettings & string> = {
  [SmsType.Register]: 'template_register',
  [SmsType.Login]: 'template_login',
  [SmsType.FindPassword]: 'template_find_password',
}

export function providerConfig(config: SmsSettings, type: SmsType): ProviderConfig {
  return {
    accessKey: config.access_key,
    secretKey: config.secret_key,
    signName: config.sign_name,
    appId: config.app_id,
    region: config.region,
    endpoint: config.endpoint,
    template: String(config[TEMPLATE_FIELD[type]] ?? ''),
  }
}
