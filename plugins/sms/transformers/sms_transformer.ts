import { usernamesById } from '#core/accounts/contracts'
import type Sms from '../models/sms.js'

/** Only a hash of a code is stored: staff see that a code was sent, never which. */
const HIDDEN_CODE = '******'

export function smsJson(sms: Sms, usernames: Map<number, string>) {
  return {
    id: sms.id,
    type: sms.type,
    status: sms.status,
    user_id: sms.userId ?? 0,
    username: sms.userId ? (usernames.get(sms.userId) ?? '') : '',
    mobile: sms.mobile,
    code: HIDDEN_CODE,
    ip: sms.ip,
    provider: sms.provider,
    error: sms.error,
    response: sms.response ?? '',
    created_at: sms.createdAt?.toISO() ?? null,
    updated_at: sms.updatedAt?.toISO() ?? null,
  }
}

export async function smsListJson(rows: Sms[]) {
  const usernames = await usernamesById(rows.map((row) => row.userId ?? 0))
  return rows.map((row) => smsJson(row, usernames))
}
