import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import Setting from '#core/settings/models/setting'
import ChatFile from '#plugins/assistant/models/chat_file'
import ChatMessage from '#plugins/assistant/models/chat_message'
import ChatSession from '#plugins/assistant/models/chat_session'
import KnowledgeEntry from '#plugins/assistant/models/knowledge_entry'
import seedAssistant from '#plugins/assistant/database/seeders/demo_seeder'
import type { ChatMode } from '#plugins/assistant/enums/chat'

export const assistantDisabled = !registry.isEnabled('assistant')
export const notEnabledReason = 'the assistant plugin is not enabled (config/plugins.ts or DOCSITE_PLUGINS)'

/**
 * No conversations, no usage counted (tokens, files, rate limits), the seeded knowledge base,
 * and vip, download and assistant settings at their defaults.
 */
export async function resetAssistant() {
  await ChatMessage.query().delete()
  await ChatSession.query().delete()
  await ChatFile.query().delete()
  await db.from('assistant_usage').delete()
  await limiter.clear()
  await KnowledgeEntry.query().delete()
  await Setting.query().whereIn('groupName', ['assistant', 'vip', 'download', 'system']).update({ value: null })
  settings.forget()
  await seedAssistant()
}

export interface StreamEvent {
  status: string
  message_id: number
  delta?: string
  content?: string
  role?: string
  references?: { title: string; snippet: string; url?: string; document_id?: number }[]
}

/** POST a message as a streaming client does and read every server-sent event. */
export async function streamMessage(token: string, sessionId: number, message: Record<string, unknown>) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/assistant/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'accept': 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  })
  const text = await response.text()
  const events: StreamEvent[] = text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)))
  return { status: response.status, type: response.headers.get('content-type') ?? '', events, text }
}

/** A multipart upload of the given bytes as `data`. */
export async function uploadChatFile(token: string, bytes: Uint8Array, filename: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.append('data', new Blob([bytes]), filename)
  form.append('filename', filename)
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/assistant/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as any }
}

/** A one-page PDF showing an ASCII line in Helvetica, with a correct cross-reference table. */
export function textPdf(line: string) {
  const stream = `BT /F1 12 Tf 72 720 Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/** A session as a member leaves it: its mode, rating, when it started and the tokens its one AI reply used. */
export async function chat(
  userId: number,
  options: { mode?: ChatMode; rating?: number; closed?: boolean; hoursAgo?: number; tokens?: number }
) {
  const createdAt = DateTime.now().minus({ hours: options.hoursAgo ?? 0 })
  const session = await ChatSession.create({
    userId,
    mode: options.mode ?? 'keyword',
    rating: options.rating ?? 0,
    feedback: '',
    messageCount: 2,
    documentId: 0,
    closedAt: options.closed === false ? null : createdAt.plus({ minutes: 5 }),
    createdAt,
  })
  for (const sender of ['user', 'bot'] as const) {
    await ChatMessage.create({
      sessionId: session.id,
      userId,
      sender,
      type: 'text',
      status: 'success',
      content: sender === 'user' ? `问题 ${session.id}` : '回答',
      answered: true,
      totalTokens: sender === 'bot' ? (options.tokens ?? 0) : 0,
    })
  }
  return session.id
}
