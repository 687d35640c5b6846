import { User } from '#core/accounts/contracts'
import ChatSession from '../models/chat_session.js'
import ChatMessage from '../models/chat_message.js'

/**
 * Sessions newest first. `wd` finds those with a message holding the words or a member whose
 * username holds them; `userId` keeps one member's.
 */
export async function listConversations(input: { page: number; size: number; wd?: string; userId?: number }) {
  const query = ChatSession.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (input.userId) query.where('user_id', input.userId)
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
  const users = new Map(
    (
      await User.query()
        .whereIn('id', [...new Set(sessions.map((session) => session.userId))])
        .select('id', 'username')
    ).map((user) => [user.id, { id: user.id, username: user.username }])
  )
  return { total: result.total, sessions, users }
}

/** A session's messages in the order they were written. */
export async function sessionHistory(sessionId: number) {
  return ChatMessage.query().where('session_id', sessionId).orderBy('id', 'asc')
}
