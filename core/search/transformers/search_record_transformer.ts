import type SearchRecord from '../models/search_record.js'

export function searchRecordJson(record: SearchRecord, usernames: Map<number, string>) {
  return {
    id: record.id,
    user_id: record.userId,
    username: usernames.get(record.userId) ?? '',
    ip: record.ip,
    type: record.type,
    keywords: record.keywords,
    total: record.total,
    page: record.page,
    user_agent: record.userAgent,
    spend_time: Number(record.spendTime),
    created_at: record.createdAt.toISO({ suppressMilliseconds: true }),
    updated_at: record.updatedAt.toISO({ suppressMilliseconds: true }),
  }
}
