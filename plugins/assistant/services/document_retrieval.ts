import type { ChatReference } from '../enums/chat.js'

export interface RetrievedChunk {
  /** 0 for an article's chunk. */
  documentId: number
  /** 0 for a document's chunk. */
  articleId: number
  title: string
  /** The document's page; 0 for an article. */
  page: number
  /** Where the citation opens: the reader at the page, or the article. */
  url: string
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
let articleCitations: ArticleCitations | null = null

/** Of these articles, the ones the public may read now, with their title and url. */
export type ArticleCitations = (articleIds: number[]) => Promise<Map<number, { title: string; url: string }>>

/** Set by the articles boot when the articles plugin is loaded; without it no article is cited. */
export function provideArticleCitations(next: ArticleCitations | null) {
  articleCitations = next
}

export async function articleCitationsOf(articleIds: number[]) {
  return articleIds.length && articleCitations ? articleCitations(articleIds) : new Map<number, { title: string; url: string }>()
}

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
  if (!chunk.documentId) return { title: chunk.title, snippet: chunk.snippet, url: chunk.url }
  return { title: chunk.title, snippet: chunk.snippet, url: chunk.url, document_id: chunk.documentId, page: chunk.page }
}
