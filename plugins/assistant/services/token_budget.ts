import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { adjustUsage, takeUsage, usageDay } from './daily_usage.js'

/** What an image costs a vision model at most, in tokens (a large image in high detail). */
const IMAGE_TOKENS = 1500
/** Each message's framing (role, separators). */
const MESSAGE_TOKENS = 4

/** On the high side: a token per CJK (or other non-ASCII) character, one per three ASCII characters. */
export function textTokens(text: string) {
  let ascii = 0
  let other = 0
  for (const char of text) {
    if (char.charCodeAt(0) < 128) ascii += 1
    else other += 1
  }
  return other + Math.ceil(ascii / 3)
}

/** The prompt's tokens, estimated before the model counts them. */
export function promptTokens(messages: ChatCompletionMessageParam[]) {
  let tokens = 0
  for (const message of messages) {
    tokens += MESSAGE_TOKENS
    if (typeof message.content === 'string') tokens += textTokens(message.content)
    else {
      for (const part of message.content ?? []) {
        if (part.type === 'text') tokens += textTokens(part.text)
        else if (part.type === 'image_url') tokens += IMAGE_TOKENS
      }
    }
  }
  return tokens
}

export interface TokenReservation {
  /** The reply's real cost replaces the estimate; without a reported usage the estimate stays spent. */
  settle(totalTokens: number | null): Promise<void>
  /** The model answered nothing: the reservation goes back. */
  release(): Promise<void>
}

/**
 * Reserves a reply's tokens (its prompt's estimate plus the longest reply the model may write)
 * in the member's day before the model is asked, in one conditional UPDATE: parallel messages
 * can never together reserve more than the budget. Null when the budget left is too small.
 */
export async function reserveTokens(userId: number, budget: number, messages: ChatCompletionMessageParam[], maxReplyTokens: number) {
  const day = usageDay()
  const reserved = promptTokens(messages) + maxReplyTokens
  if (!(await takeUsage(userId, day, { tokens: reserved }, { tokens: budget }))) return null
  let open = true
  const reservation: TokenReservation = {
    async settle(totalTokens) {
      if (!open) return
      open = false
      if (totalTokens !== null) await adjustUsage(userId, day, { tokens: totalTokens - reserved })
    },
    async release() {
      if (!open) return
      open = false
      await adjustUsage(userId, day, { tokens: -reserved })
    },
  }
  return reservation
}
