import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useChat } from '../../ui/components/chat/use_chat'

const opened = vi.hoisted(() => [] as unknown[])
vi.mock('~/lib/api', () => ({
  ApiRequestError: class extends Error {},
  api: {
    post: async (url: string, body: unknown) => {
      if (url.includes('open')) opened.push(body)
      return { session_id: 40 + opened.length }
    },
  },
}))
vi.mock('~/lib/api_url', () => ({ apiUrl: (name: string) => `/${name}` }))

const KEY = 'docsite.assistant'
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null')

describe('the assistant panel’s mode', () => {
  beforeEach(() => {
    window.localStorage.clear()
    opened.length = 0
  })

  it('follows the site’s default in a browser that saved the panel before the default changed', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ sessionId: 7, mode: 'keyword', messages: [], unread: 0, document: null }))
    const { result } = renderHook(() => useChat({ signedIn: true, defaultMode: 'ai' }))
    await waitFor(() => expect(stored()?.mode).toBe('ai'))
    expect(result.current.mode).toBe('ai')
    // The saved session was a keyword-mode one: the next opening starts an AI one.
    expect(result.current.sessionId).toBeNull()
    await act(() => result.current.show())
    expect(opened).toEqual([{ mode: 'ai' }])
  })

  it('keeps the mode a member picked, whatever the default becomes', async () => {
    const { result, rerender } = renderHook(({ defaultMode }) => useChat({ signedIn: true, defaultMode }), {
      initialProps: { defaultMode: 'keyword' as 'keyword' | 'ai' },
    })
    await act(() => result.current.switchMode('ai'))
    expect(stored()).toMatchObject({ mode: 'ai', modeChosen: true })

    rerender({ defaultMode: 'keyword' })
    const later = renderHook(() => useChat({ signedIn: true, defaultMode: 'keyword' }))
    await waitFor(() => expect(later.result.current.mode).toBe('ai'))
    expect(later.result.current.sessionId).toBe(stored().sessionId)
  })
})
