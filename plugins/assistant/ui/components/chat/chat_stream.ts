import { xsrfToken } from '~/lib/api'
import type { ChatReference, ChatStatus } from './chat_types'

export interface ReplyEvent {
  status: ChatStatus
  message_id: number
  delta?: string
  content?: string
  type?: 'text' | 'image' | 'error'
  references?: ChatReference[]
  created_at?: string
}

export class ChatHttpError extends Error {
  constructor(
    public status: number,
    message: string
  ) {
    super(message)
  }
}

/** Reads `data: {...}` blocks of a server-sent event stream as they arrive. */
async function* events(body: ReadableStream<Uint8Array>): AsyncGenerator<ReplyEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      if (block.startsWith('data: ')) yield JSON.parse(block.slice(6)) as ReplyEvent
      end = buffer.indexOf('\n\n')
    }
  }
}

/**
 * POSTs a message and streams the reply (spec §7). A refusal (4xx, 5xx) throws ChatHttpError
 * with the server's message; no answer at all throws a TypeError from fetch.
 */
export async function streamReply(url: string, message: { content: string; type: 'text'; file_ids: number[] }) {
  const headers: Record<string, string> = { 'Accept': 'text/event-stream', 'Content-Type': 'application/json' }
  const token = xsrfToken()
  if (token) headers['X-XSRF-TOKEN'] = token
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ message }), credentials: 'same-origin' })
  if (!response.ok || !response.body) {
    const data = await response.json().catch(() => null)
    throw new ChatHttpError(response.status, (data && typeof data.message === 'string' && data.message) || '')
  }
  return events(response.body)
}
