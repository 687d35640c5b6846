import type { ChatReference } from '../enums/chat.js'

export interface RetrievedChunk {
  documentId: number
  title: string
  page: number
  /** The whole chunk: what the model reads. */
  text: string
  /** Part of the chunk around the words asked about: what the member sees. */
  snippet: string
  score: number
}

export interface RetrievalOptions {
  limit?: number
  /** Only this document's chunks (问这篇文档). */
  documentId?: number
}

export interface DocumentRetriever {
  retrieve(question: string, options: RetrievalOptions): Promise<RetrievedChunk[]>
  /** Whether the public may read the document (a session may be about it). */
  citable(documentId: number): Promise<boolean>
}

let retriever: DocumentRetriever | null = null

/** Set by the documents boot when the documents plugin is loaded; without it answers cite no pages. */
export function provideDocumentRetriever(next: DocumentRetriever | null) {
  retriever = next
}

export async function retrieveDocumentChunks(question: string, options: RetrievalOptions = {}) {
  return retriever ? retriever.retrieve(question, options) : []
}

export async function documentCitable(documentId: number) {
  return retriever ? retriever.citable(documentId) : false
}

/** Where a citation opens: the reader at the page. */
export function pageUrl(documentId: number, page: number) {
  return `/document/${documentId}?page=${page}`
}

export function chunkReference(chunk: RetrievedChunk): ChatReference {
  return {
    title: chunk.title,
    snippet: chunk.snippet,
    url: pageUrl(chunk.documentId, chunk.page),
    document_id: chunk.documentId,
    page: chunk.page,
  }
}
