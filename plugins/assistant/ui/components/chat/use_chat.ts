import { useCallback, useEffect, useRef, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api, ApiRequestError } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { ChatHttpError, streamReply } from './chat_stream'
import { CHAT_ERRORS, PENDING_TEXT, type ChatFile, type ChatMessage, type ChatMode } from './chat_types'

/** Spec §3: the customer-service state is kept locally under one key. */
const STORAGE_KEY = 'docsite.assistant'

/** The document a conversation is about (问这篇文档), or null for the whole site. */
export type ChatDocument = { id: number; title: string } | null

interface StoredChat {
  sessionId: number | null
  mode: ChatMode
  /** The member picked the mode; until then the panel follows the site's default, whatever it becomes. */
  modeChosen?: boolean
  messages: ChatMessage[]
  unread: number
  document: ChatDocument
}

function readStored(fallbackMode: ChatMode): StoredChat {
  const empty = { sessionId: null, mode: fallbackMode, messages: [], unread: 0, document: null }
  if (typeof window === 'undefined') return empty
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredChat> | null
    if (!stored) return empty
    // A reply cut off by leaving the page is not coming back.
    const messages = (stored.messages ?? []).map((item) =>
      item.status === 'pending' || item.status === 'streaming'
        ? { ...item, status: 'error' as const, type: 'error' as const, content: item.content || CHAT_ERRORS.stillWorking }
        : item
    )
    const mode = stored.modeChosen && stored.mode ? stored.mode : fallbackMode
    return {
      // A session opened in another mode (the site's default changed since) is not this one's.
      sessionId: mode === stored.mode ? (stored.sessionId ?? null) : null,
      mode,
      modeChosen: Boolean(stored.modeChosen && stored.mode),
      messages,
      unread: stored.unread ?? 0,
      document: stored.document ?? null,
    }
  } catch {
    return empty
  }
}

let sequence = 0
const localId = () => `m${Date.now().toString(36)}${(sequence += 1)}`

function message(sender: ChatMessage['sender'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: localId(), sender, content, type: 'text', timestamp: new Date().toISOString(), status: 'success', references: [], ...extra }
}

/**
 * The conversation behind the panel (spec §4): opening resets the unread count and creates a
 * session when there is none; closing ends it; switching mode closes the old session and starts
 * a new one; a bot message that finishes while the panel is closed counts as unread.
 */
export function useChat({ signedIn, defaultMode }: { signedIn: boolean; defaultMode: ChatMode }) {
  const [state, setState] = useState<StoredChat>(() => ({ sessionId: null, mode: defaultMode, messages: [], unread: 0, document: null }))
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState(false)
  const openRef = useRef(open)
  openRef.current = open
  const stateRef = useRef(state)
  stateRef.current = state

  useEffect(() => {
    if (signedIn) setState(readStored(defaultMode))
  }, [signedIn, defaultMode])
  useEffect(() => {
    if (!signedIn) return
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state))
  }, [state, signedIn])

  const patch = (next: Partial<StoredChat>) => setState((previous) => ({ ...previous, ...next }))
  const updateMessage = (id: string, change: Partial<ChatMessage>) =>
    setState((previous) => ({ ...previous, messages: previous.messages.map((item) => (item.id === id ? { ...item, ...change } : item)) }))

  const createSession = useCallback(async (mode: ChatMode, document: ChatDocument) => {
    try {
      const { session_id: sessionId } = await api.post<{ session_id: number }>(apiUrl('assistant.sessions.open'), {
        mode,
        ...(document && { document_id: document.id }),
      })
      patch({ sessionId, mode, messages: [], document })
      return sessionId
    } catch (error) {
      Toast.error(error instanceof ApiRequestError && error.status === 0 ? CHAT_ERRORS.sessionLater : CHAT_ERRORS.sessionRefresh)
      return null
    }
  }, [])

  const requireLogin = () => {
    if (signedIn) return true
    Toast.error(CHAT_ERRORS.login)
    return false
  }

  const show = async () => {
    if (!requireLogin()) return false
    setOpen(true)
    patch({ unread: 0 })
    if (!stateRef.current.sessionId) await createSession(stateRef.current.mode, stateRef.current.document)
    return true
  }

  /** 问这篇文档: a new conversation about this document alone, in the panel. */
  const askDocument = async (document: NonNullable<ChatDocument>) => {
    if (!requireLogin()) return false
    if (stateRef.current.document?.id !== document.id || !stateRef.current.sessionId) {
      endSession(stateRef.current.sessionId)
      patch({ sessionId: null, messages: [], document })
      await createSession(stateRef.current.mode, document)
    }
    setOpen(true)
    patch({ unread: 0 })
    return true
  }

  const endSession = (sessionId: number | null) => {
    if (sessionId) api.post(apiUrl('assistant.sessions.close', { id: sessionId }), { rating: 0 }).catch(() => undefined)
  }

  /** Back to questions about the whole site, in a new conversation. */
  const leaveDocument = async () => {
    endSession(stateRef.current.sessionId)
    patch({ sessionId: null, messages: [], document: null })
    await createSession(stateRef.current.mode, null)
  }

  /** The close icon: ends the session; the next opening starts a new one. */
  const close = () => {
    endSession(stateRef.current.sessionId)
    patch({ sessionId: null, messages: [], document: null })
    setOpen(false)
  }

  const switchMode = async (mode: ChatMode) => {
    if (mode === stateRef.current.mode) return
    endSession(stateRef.current.sessionId)
    patch({ sessionId: null, messages: [], mode, modeChosen: true })
    await createSession(mode, stateRef.current.document)
  }

  const finish = (id: string, change: Partial<ChatMessage>) => {
    const ended = !stateRef.current.messages.some((item) => item.id === id)
    updateMessage(id, change)
    if (!openRef.current && !ended) setState((previous) => ({ ...previous, unread: previous.unread + 1 }))
  }

  const send = async (text: string, files: ChatFile[]) => {
    if (!requireLogin() || loading) return false
    const content = text.trim()
    if (!content && files.length === 0) return false
    const sessionId = stateRef.current.sessionId ?? (await createSession(stateRef.current.mode, stateRef.current.document))
    if (!sessionId) return false
    const mine = message('user', content, { files: files.map((file) => ({ name: file.name })) })
    const reply = message('bot', '', { status: 'pending' })
    setState((previous) => ({ ...previous, messages: [...previous.messages, mine, reply] }))
    setLoading(true)
    let streamed = ''
    try {
      const stream = await streamReply(apiUrl('assistant.sessions.message', { id: sessionId }), {
        content,
        type: 'text',
        file_ids: files.map((file) => file.file_id),
      })
      let done = false
      for await (const event of stream) {
        if (event.status === 'streaming' && event.delta) {
          streamed += event.delta
          updateMessage(reply.id, { status: 'streaming', content: streamed })
        } else if (event.status === 'success' || event.status === 'error') {
          done = true
          const answer = event.content || CHAT_ERRORS.emptyReply
          finish(reply.id, {
            status: event.status,
            type: event.status === 'error' ? 'error' : (event.type ?? 'text'),
            content: answer,
            references: event.references ?? [],
            timestamp: event.created_at ?? reply.timestamp,
          })
        }
      }
      if (!done) finish(reply.id, { status: 'error', type: 'error', content: streamed || CHAT_ERRORS.stillWorking })
    } catch (error) {
      const failure =
        error instanceof ChatHttpError
          ? error.message || CHAT_ERRORS.sendFailed
          : error instanceof TypeError
            ? CHAT_ERRORS.noResponse
            : CHAT_ERRORS.sendError
      finish(reply.id, { status: 'error', type: 'error', content: failure })
      // The session ended on the server (closed elsewhere): the next message starts a new one.
      if (error instanceof ChatHttpError && error.status === 404) patch({ sessionId: null })
    } finally {
      setLoading(false)
    }
    return true
  }

  return {
    open,
    loading,
    mode: state.mode,
    sessionId: state.sessionId,
    messages: state.messages,
    unread: state.unread,
    document: state.document,
    show,
    askDocument,
    leaveDocument,
    close,
    send,
    switchMode,
    hide: () => setOpen(false),
    pendingText: PENDING_TEXT,
  }
}
