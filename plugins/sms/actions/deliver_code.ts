import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import Sms from '../models/sms.js'
import { SmsStatus, type SmsType } from '../enums.js'
import { providerNamed } from '../providers/registry.js'
import { SmsSendError } from '../providers/provider.js'
import { hashCode, newCode } from '../services/code_hash.js'
import { providerConfig } from '../services/sms_config.js'
import type { SmsSettings } from '../settings.js'

/**
 * Sends a new code through the configured provider and records it: 发送中 first, then 成功 or
 * 失败 with the provider's answer. Only a code that went out replaces the phone's earlier
 * codes of the same purpose; a failure leaves them usable and throws the provider's reason.
 */
export async function deliverCode(input: { mobile: string; type: SmsType; userId: number | null; ip: string }, config: SmsSettings) {
  const provider = providerNamed(config.provider)
  const code = newCode()
  const sms = await Sms.create({
    type: input.type,
    status: SmsStatus.Sending,
    userId: input.userId,
    mobile: input.mobile,
    codeHash: hashCode(input.mobile, input.type, code),
    attempts: 0,
    ip: input.ip,
    provider: provider.key,
    error: '',
    response: null,
    expiresAt: DateTime.now().plus({ minutes: config.code_ttl_minutes }),
  })
  try {
    const { response } = await provider.send(
      { mobile: input.mobile, code, ttlMinutes: config.code_ttl_minutes },
      providerConfig(config, input.type)
    )
    sms.merge({ status: SmsStatus.Success, response: response.slice(0, 4000) })
    await sms.save()
  } catch (error) {
    const reason = error instanceof SmsSendError ? error.message : '短信发送失败，请稍后再试'
    sms.merge({
      status: SmsStatus.Failed,
      error: reason.slice(0, 255),
      response: (error instanceof SmsSendError ? error.response : String(error)).slice(0, 4000),
    })
    await sms.save()
    throw new ApiError(reason, 502)
  }
  await db
    .from('sms')
    .where('mobile', input.mobile)
    .where('type', input.type)
    .whereNull('used_at')
    .whereNot('id', sms.id)
    .update({ used_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') })
  return sms
}
