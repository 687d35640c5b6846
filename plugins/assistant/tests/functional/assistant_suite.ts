import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import Setting from '#core/settings/models/setting'
import ChatFile from '#plugins/assistant/models/chat_file'
import ChatMessage from '#plugins/assistant/models/chat_message'
import ChatSession from '#plugins/assistant/models/chat_session'
import KnowledgeEntry from '#plugins/assistant/models/knowledge_entry'
import seedAssistant from '#plugins/assistant/database/seeders/demo_seeder'

export const assistantDisabled = !registry.isEnabled('assistant')
export const notEnabledReason = 'the assistant plugin is not enabled (config/plugins.ts or DOCSITE_PLUGINS)'

/** No conversations, the seeded knowledge base, and vip, download and assistant settings at their defaults. */
export async function resetAssistant() {
  await ChatMessage.query().delete()
  await ChatSession.query().delete()
  await ChatFile.query().delete()
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
