/**
 * What other plugins may use of documents: the models, states, extension points and events.
 */
export { default as Document } from './models/document.js'
export { default as Language } from './models/language.js'
export { DocumentStatus, DOCUMENT_STATUS_LABELS, PUBLIC_STATUSES, HIDDEN_STATUSES } from './enums/document_status.js'
export type { DocumentStatusValue } from './enums/document_status.js'
export { beforeDocumentDownload, documentPageExtras } from './extension_points.js'
export type { DownloadCharge, DownloadRequest, DocumentPageContext } from './extension_points.js'
export { documentJson } from './transformers/document_transformer.js'
/** Where a document's original and previews live on the drive (other plugins' test fixtures write them). */
export { documentFiles } from './services/document_files.js'
/**
 * A file from elsewhere (the spider's downloads) checked and kept exactly like a member's
 * upload, then turned into documents that enter conversion like uploads.
 */
export { storeDocumentFile, titleFromName } from './actions/store_document_file.js'
export { createDocuments } from './actions/create_documents.js'
export { waitUntilConverted } from './actions/convert_wait.js'
export { SUPPORTED_EXTENSIONS } from './settings.js'
/** Which documents the public may see. */
export { publicDocumentIds, publicDocumentIdsAfter } from './queries/search_source.js'
/**
 * The one gate a document's text passes to leave the server (state and preview limit), and
 * what the public may have of it page by page (the assistant's chunks, embeddings, summaries).
 */
export { openPageCount, gatePages, pageIsOpen, readerAudience } from './services/document_text_gate.js'
export type { TextAudience, GatedDocument } from './services/document_text_gate.js'
export { publicPageTexts } from './queries/document_text_pages.js'
/** A PDF's text page by page, extracted the way conversion does (the assistant reads attached PDFs). */
export { extractPdfText } from './services/conversion/index.js'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** Documents were created from uploads (one event per batch): e.g. award upload credits. */
    'documents:created': { userId: number; documentIds: number[] }
    /** A document finished converting: its pages and text are ready (e.g. index it for search). */
    'documents:converted': { documentId: number }
    /** Documents changed what the public sees of them: status, recycle bin, title, categories, language. */
    'documents:changed': { documentIds: number[] }
    /** Documents were deleted for good. */
    'documents:removed': { documentIds: number[] }
  }
}
export { DocumentsPermission } from './permissions.js'

/** For importers (the MOREDOC migration): documents they created go to the conversion queue. */
export { queueConversion } from './actions/queue_conversion.js'
