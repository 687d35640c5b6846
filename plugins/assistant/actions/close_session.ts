import { DateTime } from 'luxon'
import type ChatSession from '../models/chat_session.js'

/** Ends the session with the member's rating (0 when they gave none) and feedback; closing twice keeps the first. */
export async function closeSession(session: ChatSession, input: { rating?: number; feedback?: string }) {
  if (session.closedAt) return session
  session.merge({ rating: input.rating ?? 0, feedback: input.feedback ?? '', closedAt: DateTime.now() })
  await session.save()
  return session
}
