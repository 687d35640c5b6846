export type { CategoryChoice } from '~/components/category_path_select'

export interface LanguageChoice {
  label: string
  value: string
}

export interface UploadRules {
  max_bytes: number
  allowed_ext: string[]
  max_files: number
}

export type UploadPhase = 'hashing' | 'waiting' | 'uploading' | 'creating' | 'done' | 'failed'

/** What an uploader sets on a document, at upload and when editing it later. */
export interface DocumentFieldValues {
  title: string
  /** Root → chosen category (api: category_id[]). */
  category: number[]
  price: number
  language: string
  keywords: string
  description: string
}

/** The same fields as the document API sends and takes them (PUT /api/v1/document). */
export interface DocumentEditFields extends Omit<DocumentFieldValues, 'category'> {
  category_id: number[]
}

/** One chosen file and what its document will be. */
export interface UploadItem extends DocumentFieldValues {
  key: string
  file: File
  phase: UploadPhase
  percent: number
  hash?: string
  existing?: { id: number; title: string }
  attachmentId?: number
  documentId?: number
  /** The new document's status: 6 (待审核) when this member's uploads wait for review. */
  status?: number
  error?: string
  /** A client-side hint (size, type) that the server would refuse it anyway. */
  blocked?: boolean
}

/** Spec §4: the status of a document that waits for an administrator's review. */
export const PENDING_REVIEW = 6

export function extensionOf(name: string) {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

export function stemOf(name: string) {
  const dot = name.lastIndexOf('.')
  return (dot > 0 ? name.slice(0, dot) : name).trim().slice(0, 255)
}

/** A document's price in credits, as validators/document_write.ts accepts it: a whole number, 0 (free) to 1,000,000. */
export const PRICE_RANGE = { min: 0, max: 1_000_000, precision: 0 } as const
