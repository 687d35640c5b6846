import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineExtensionPoint } from '#core/kernel/extension_point'
import type Document from './models/document.js'

export interface DownloadRequest {
  document: Document
  /** 0 for a guest. */
  userId: number
  ip: string
}

/**
 * Writes a handler asks for, run inside the transaction that records the download. It may
 * answer what it charged (已扣除 5 魔豆…): the downloader is told.
 */
export type DownloadCharge = (trx: TransactionClientContract) => Promise<string | void>

/**
 * Called by GET /api/v1/document/download after the login, punishment and daily-limit
 * checks, once per download. A handler refuses by throwing an ApiError (e.g. not enough
 * credits). To write (the commerce plugin charges credits) it returns a DownloadCharge: the
 * charge and the download record then commit together or not at all. A charge may only
 * query through its `trx` (on SQLite any other query waits for the one connection), so
 * settings and messages are read before returning it.
 */
export const beforeDocumentDownload =
  defineExtensionPoint<(request: DownloadRequest) => Promise<DownloadCharge | void>>('beforeDocumentDownload')

export interface DocumentPageContext {
  document: Document
  /** The signed-in viewer's id, or 0. */
  viewerId: number
}

/**
 * Extra props for the reader page /document/{id}, merged into its `extras` prop: the ads
 * plugin fills `advertisements` ({ document_top, document_between, document_bottom }: html),
 * commerce fills `purchase` ({ price, purchased }) for a priced document it sells as an order.
 * A key ending in `_tool` names a contributed component the reader shows above the pages with
 * { documentId, title }, alone or as { component, props } (the assistant's `ask_document_tool`,
 * 问这篇文档, and `summary_tool`, a document's AI summary).
 */
export const documentPageExtras =
  defineExtensionPoint<(context: DocumentPageContext) => Promise<Record<string, unknown>>>('documentPageExtras')
