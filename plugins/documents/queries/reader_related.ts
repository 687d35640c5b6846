import db from '@adonisjs/lucid/services/db'
import Document from '../models/document.js'
import { wherePublic } from './reader_visibility.js'

const RELATED_LIMIT = 10

/** Up to ten public documents sharing a category with this one, most viewed first. */
function relatedQuery(document: Pick<Document, 'id'>) {
  const categoryIds = db.from('document_categories').where('document_id', document.id).select('category_id')
  return wherePublic(Document.query())
    .whereIn('id', db.from('document_categories').whereIn('category_id', categoryIds).select('document_id'))
    .whereNot('id', document.id)
    .orderBy('view_count', 'desc')
    .orderBy('id', 'desc')
    .limit(RELATED_LIMIT)
}

/** The related documents as the API sends them, with their uploaders. */
export function relatedDocuments(document: Pick<Document, 'id'>) {
  return relatedQuery(document).preload('user')
}

export interface ReaderRelatedJson {
  id: number
  title: string
  ext: string
  pages: number
  view_count: number
}

/** What the reader's 相关文档 list shows of each related document, and no more (rows, not models). */
export function relatedForReader(document: Pick<Document, 'id'>): Promise<ReaderRelatedJson[]> {
  return relatedQuery(document).select('id', 'title', 'ext', 'pages', 'view_count').pojo<ReaderRelatedJson>()
}
