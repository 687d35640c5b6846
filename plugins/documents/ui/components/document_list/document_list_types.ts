import type { ListQuery } from '~/components/admin/use_list_query'
import type { AdminDocumentRow } from '../admin_types'

/** What the signed-in staff member may do on the document list (from the page props). */
export interface DocumentListCan {
  update: boolean
  delete: boolean
  check: boolean
  recommend: boolean
  category: boolean
  language: boolean
  reconvert: boolean
}

export type DocumentFilters = {
  wd: string
  status: number[]
  /** The path to the category in the cascader; the list filters on its last step. */
  category: number[]
  ext?: string
  username: string
  recommend?: 'true' | 'false'
}

export type DocumentListQuery = ListQuery<AdminDocumentRow, DocumentFilters>

/** Asks before an action, runs it, says `done` and reloads the list. */
export type Ask = (title: string, content: string, okText: string, danger: boolean, action: () => Promise<unknown>, done: string) => unknown
