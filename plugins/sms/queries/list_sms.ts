import Sms from '../models/sms.js'

export interface SmsFilters {
  page: number
  size: number
  type?: number[]
  status?: number[]
  mobile?: string
}

/** Newest first; the mobile filter matches any part of the number. */
export async function listSms(filters: SmsFilters) {
  const query = Sms.query().orderBy('id', 'desc')
  if (filters.type?.length) query.whereIn('type', filters.type)
  if (filters.status?.length) query.whereIn('status', filters.status)
  if (filters.mobile) query.where('mobile', 'like', `%${filters.mobile.replace(/[^\d]/g, '')}%`)
  const result = await query.paginate(filters.page, filters.size)
  return { total: result.total, rows: result.all() }
}
