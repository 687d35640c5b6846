import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { applySort } from '#core/kernel/http/query_list'
import { rowDate } from '#core/kernel/database/row_date'
import { User } from '#core/accounts/contracts'
import { usernamesOf } from './list_conversations.js'

/** What the list may be sorted by (API name → SQL column); the most recent chat first by default. */
const SORT_COLUMNS = {
  last_chat_at: 'last_chat_at',
  session_count: 'session_count',
  message_count: 'message_count',
  total_tokens: 'total_tokens',
  average_rating: 'average_rating',
}

/**
 * The members who chatted with 智能助手, one row each: their sessions and messages, when they
 * last chatted, the average of the ratings they gave (closed unrated sessions do not count)
 * and the tokens their AI replies used. `wd` finds members by username.
 */
export async function listChatUsers(input: { page: number; size: number; wd?: string; order?: string }) {
  const query = db
    .from('assistant_sessions as chat')
    .groupBy('chat.user_id')
    .select('chat.user_id as id')
    .count('* as session_count')
    .sum('chat.message_count as message_count')
    .max('chat.created_at as last_chat_at')
    .select(db.raw('avg(case when chat.rating > 0 then chat.rating end) as average_rating'))
    .select(db.raw('sum(case when chat.rating > 0 then 1 else 0 end) as rated_count'))
    // Tokens are counted per message, by user_id (indexed), not per session.
    .select(
      db.raw(
        '(select coalesce(sum(message.total_tokens), 0) from assistant_messages message where message.user_id = chat.user_id) as total_tokens'
      )
    )
  const named = <Query extends DatabaseQueryBuilderContract>(builder: Query) =>
    input.wd ? builder.whereIn('chat.user_id', User.query().where('username', 'like', `%${input.wd}%`).select('id')) : builder
  named(query)
  applySort(query, input.order, SORT_COLUMNS, {
    initial: [{ column: 'last_chat_at', order: 'desc' }],
    stable: { column: 'id', order: 'desc' },
  })
  const counted = named(db.from('assistant_sessions as chat').countDistinct('chat.user_id as total'))
  const [rows, [{ total }]] = await Promise.all([query.forPage(input.page, input.size), counted])
  const users = await usernamesOf(rows.map((row) => Number(row.id)))
  return {
    total: Number(total),
    users: rows.map((row) => ({
      id: Number(row.id),
      user_id: Number(row.id),
      username: users.get(Number(row.id))?.username ?? '',
      session_count: Number(row.session_count),
      message_count: Number(row.message_count ?? 0),
      last_chat_at: rowDate(row.last_chat_at).toISOString(),
      average_rating: row.average_rating === null ? 0 : Math.round(Number(row.average_rating) * 10) / 10,
      rated_count: Number(row.rated_count ?? 0),
      total_tokens: Number(row.total_tokens ?? 0),
    })),
  }
}
