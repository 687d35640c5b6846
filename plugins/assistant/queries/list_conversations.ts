import db from '@adonisjs/lucid/services/db'
import { User } from '#core/accounts/contracts'
import ChatSession from '../models/chat_session.js'
import ChatMessage from '../models/chat_message.js'
import type { ChatMode } from '../enums/chat.js'

export interface ConversationFilters {
  page: number
  size: number
  wd?: string
  userId?: number
  mode?: ChatMode
  state?: 'open' | 'closed'
  rating?: 'rated' | 'unrated' | 'low'
}

/** Ids and usernames of the members, by id. */
export async function usernamesOf(userIds: number[]) {
  const users = await User.query()
    .whereIn('id', [...new Set(userIds)])
    .select('id', 'username')
  return new Map(users.map((user) => [user.id, { id: user.id, username: user.username }]))
}

/** Tokens the AI replies of each session used, by session id. */
async function tokensOf(sessionIds: number[]) {
  const rows = await db
    .from('assistant_messages')
    .whereIn('session_id', sessionIds)
    .groupBy('session_id')
    .select('session_id')
    .sum('total_tokens as tokens')
  return new Map(rows.map((row) => [Number(row.session_id), Number(row.tokens ?? 0)]))
}

/**
 * Sessions newest first. `wd` finds those with a message holding the words or a member whose
 * username holds them; `userId` keeps one member's; mode, state and rating narrow them further.
 */
export async function listConversations(input: ConversationFilters) {
  const query = ChatSession.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (input.userId) query.where('user_id', input.userId)
  if (input.mode) query.where('mode', input.mode)
  if (input.state === 'open') query.whereNull('closed_at')
  if (input.state === 'closed') query.whereNotNull('closed_at')
  if (input.rating === 'rated') query.where('rating', '>', 0)
  if (input.rating === 'unrated') query.where('rating', 0)
  if (input.rating === 'low') query.whereBetween('rating', [1, 2])
  if (input.wd) {
    const like = `%${input.wd}%`
    query.where((where) =>
      where
        .whereIn('id', ChatMessage.query().where('content', 'like', like).select('session_id'))
        .orWhereIn('user_id', User.query().where('username', 'like', like).select('id'))
    )
  }
  const result = await query.paginate(input.page, input.size)
  const sessions = result.all()
  const [users, tokens] = await Promise.all([
    usernamesOf(sessions.map((session) => session.userId)),
    tokensOf(sessions.map((session) => session.id)),
  ])
  return { total: result.total, sessions, users, tokens }
}

/** A session's messages in the order they were written. */
export async function sessionHistory(sessionId: number) {
  return ChatMessage.query().where('session_id', sessionId).orderBy('id', 'asc')
}
