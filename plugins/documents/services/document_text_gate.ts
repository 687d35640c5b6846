import type { Viewer } from '#core/access/contracts'
import type Document from '../models/document.js'
import { PUBLIC_STATUSES } from '../enums/document_status.js'

/**
 * Who a document's extracted text is going to:
 * - `public`: anyone, now or later, without asking again: the search index and its snippets,
 *   the assistant's chunks, references and model context, summaries, embeddings. Only a
 *   published document's preview pages.
 * - `preview`: someone the reader has already let see this document (and what is shown only
 *   with it, such as the description made from its text): its preview pages.
 * - `whole`: its uploader or staff, who may read it all.
 */
export type TextAudience = 'public' | 'preview' | 'whole'

/** What the gate reads of a document. Without a status the document does not count as published. */
export type GatedDocument = Pick<Document, 'preview'> & Partial<Pick<Document, 'status' | 'deletedAt'>>

function published(document: GatedDocument) {
  return document.status !== undefined && PUBLIC_STATUSES.includes(document.status) && !document.deletedAt
}

/**
 * The one rule of where a document's text may go: how many of its first pages may leave the
 * server for this audience (0: none). Every path that shows or sends the text asks it, so no
 * snippet, citation or summary can hold text from past the preview limit.
 */
export function openPageCount(document: GatedDocument, audience: TextAudience): number {
  if (audience === 'whole') return Number.POSITIVE_INFINITY
  if (audience === 'public' && !published(document)) return 0
  return Math.max(0, Math.trunc(Number(document.preview)) || 0)
}

/** The pages (index 0 is page 1) this audience may have. */
export function gatePages(pages: string[], document: GatedDocument, audience: TextAudience): string[] {
  const open = openPageCount(document, audience)
  return open >= pages.length ? pages : pages.slice(0, open)
}

/** Whether page n (1-based) of the document may reach this audience. */
export function pageIsOpen(page: number, document: GatedDocument, audience: TextAudience) {
  return page >= 1 && page <= openPageCount(document, audience)
}

/**
 * The reader's audience for a viewer the document is visible to: its uploader and staff get
 * every page when they ask for it, everyone else (buyers too: they download the file) the preview.
 */
export function readerAudience(document: Pick<Document, 'userId'>, viewer: Viewer, askWhole: boolean): TextAudience {
  const manages = viewer.staff || (viewer.id > 0 && viewer.id === document.userId)
  return manages && askWhole ? 'whole' : 'preview'
}
