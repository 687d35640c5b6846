import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

const STORED = 'ds-reading'
/** A guest's progress is kept for this many documents, the most recent ones. */
const KEPT = 100
const SAVE_AFTER_MS = 1500

type StoredProgress = Record<string, { page: number; at: number }>

function readStored(): StoredProgress {
  try {
    return JSON.parse(window.localStorage.getItem(STORED) ?? '{}') ?? {}
  } catch {
    return {}
  }
}

function writeStored(documentId: number, page: number) {
  try {
    const entries = Object.entries<StoredProgress[string]>({ ...readStored(), [documentId]: { page, at: Date.now() } })
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, KEPT)
    window.localStorage.setItem(STORED, JSON.stringify(Object.fromEntries(entries)))
  } catch {
    // No storage (private browsing): a guest simply starts at page 1 next time.
  }
}

/**
 * Where the reader left off: a member's page on the server (given by the page), a guest's in
 * the browser. Opened without ?page=, the reader offers to resume there; the page read is kept
 * once the reader settles on it, but not the first page shown while the offer waits.
 */
export function useReadingProgress(documentId: number, current: number, readable: number, member: boolean, memberPage: number) {
  const [offer, setOffer] = useState(0)
  const sent = useRef(memberPage)
  useEffect(() => {
    if (new URL(window.location.href).searchParams.has('page')) return
    const page = member ? memberPage : (readStored()[documentId]?.page ?? 0)
    if (page > 1 && page <= readable) setOffer(page)
  }, [documentId, member, memberPage, readable])

  useEffect(() => {
    if (offer && current === 1) return
    const timer = window.setTimeout(() => {
      if (!member) return writeStored(documentId, current)
      if (sent.current === current) return
      sent.current = current
      api.put(apiUrl('documents.progress.update'), { document_id: documentId, page: current }).catch(() => {})
    }, SAVE_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [documentId, current, member, offer])

  const dismiss = useCallback(() => setOffer(0), [])
  return { offer, dismiss }
}
