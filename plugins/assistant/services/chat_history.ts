import ChatMessage from '../models/chat_message.js'
import type { AiTurn } from './ai_reply.js'
import { textTokens } from './token_budget.js'

/** Turns read back at most, and the tokens they may take together: the newest are kept. */
const HISTORY_TURNS = 12
export const HISTORY_TOKENS = 2000

/**
 * The conversation before a message, oldest first, as the model reads it: the member's questions
 * and the answers given (failed or unfinished replies left out), the newest turns that fit in
 * HISTORY_TOKENS, so a follow-up question ("那第二种呢？") keeps its context.
 */
export async function historyBefore(sessionId: number, messageId: number): Promise<AiTurn[]> {
  const rows = await ChatMessage.query()
    .where('sessionId', sessionId)
    .where('id', '<', messageId)
    .whereIn('sender', ['user', 'bot'])
    .where('status', 'success')
    .whereNot('type', 'error')
    .orderBy('id', 'desc')
    .limit(HISTORY_TURNS)
  const turns: AiTurn[] = []
  let tokens = 0
  for (const row of rows) {
    if (!row.content) continue
    tokens += textTokens(row.content)
    if (tokens > HISTORY_TOKENS) break
    turns.unshift({ role: row.sender === 'user' ? 'user' : 'assistant', content: row.content })
  }
  return turns
}
