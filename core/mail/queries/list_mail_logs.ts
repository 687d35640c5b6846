import MailLog from '../models/mail_log.js'

/** 邮件记录: newest first, by recipient or subject, by status. */
export async function listMailLogs(input: { page: number; size: number; wd?: string; status?: number }) {
  const query = MailLog.query()
  if (input.wd) query.where((where) => where.whereILike('recipient', `%${input.wd}%`).orWhereILike('subject', `%${input.wd}%`))
  if (input.status !== undefined) query.where('status', input.status)
  const result = await query.orderBy('id', 'desc').paginate(input.page, input.size)
  return { total: result.total, logs: result.all() }
}
