import { defineExtensionPoint } from '#core/kernel/extension_point'
import type Document from './models/document.js'

export interface DownloadRequest {
  document: Document
  /** 0 for a guest. */
  userId: number
  ip: string
}

/**
 * Called by GET /api/v1/document/download after the login, punishment and daily-limit
 * checks and before the link is signed. A handler refuses by throwing an ApiError (e.g. not
 * enough credits) and may charge the user (the commerce plugin does); it runs once per
 * granted download.
 */
export const beforeDocumentDownload = defineExtensionPoint<(request: DownloadRequest) => Promise<void>>(
  'beforeDocumentDownload'
)

export interface DocumentPageContext {
  document: Document
  /** The signed-in viewer's id, or 0. */
  viewerId: number
}

/**
 * Extra props for the reader page /document/{id}, merged into its `extras` prop: the ads
 * plugin fills `advertisements` ({ document_top, document_between, document_bottom }: html).
 */
export const documentPageExtras = defineExtensionPoint<
  (context: DocumentPageContext) => Promise<Record<string, unknown>>
>('documentPageExtras')
