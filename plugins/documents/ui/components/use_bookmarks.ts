import { useCallback, useEffect, useState } from 'react'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

/** An entry of GET /api/v1/document/bookmark. */
export interface Bookmark {
  id: number
  page: number
  note: string
  updated_at: string | null
}

/**
 * A member's bookmarks of the document, fetched once the page runs in the browser (the page
 * itself stays the same for everybody); saving or removing one keeps the list in step.
 */
export function useBookmarks(documentId: number, member: boolean) {
  const [bookmarks, setBookmarks] = useState<Bookmark[] | null>(null)
  const [error, setError] = useState('')

  const load = useCallback(async () => {
    setError('')
    try {
      const result = await api.get<{ bookmarks: Bookmark[] }>(apiUrl('documents.bookmarks.index'), { document_id: documentId })
      setBookmarks(result.bookmarks)
    } catch (failure) {
      setError((failure as Error).message || '书签加载失败，请稍后再试')
    }
  }, [documentId])

  useEffect(() => {
    if (member) void load()
  }, [member, load])

  const save = async (page: number, note: string) => {
    const result = await api.post<{ bookmarks: Bookmark[] }>(apiUrl('documents.bookmarks.store'), { document_id: documentId, page, note })
    setBookmarks(result.bookmarks)
  }

  const remove = async (bookmark: Bookmark) => {
    await api.delete(apiUrl('documents.bookmarks.destroy'), { id: bookmark.id })
    setBookmarks((list) => (list ?? []).filter((item) => item.id !== bookmark.id))
  }

  return { bookmarks, error, load, save, remove }
}
