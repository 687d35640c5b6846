import db from '@adonisjs/lucid/services/db'
import Document from '../models/document.js'
import { wherePublic } from './reader_visibility.js'

const RELATED_LIMIT = 10

/** Up to ten public documents sharing a category with this one, most viewed first. */
export async function relatedDocuments(document: Pick<Document, 'id'>) {
  const categoryIds = db.from('document_categories').where('document_id', document.id).select('category_id')
  return wherePublic(Document.query())
    .whereIn('id', db.from('document_categories').whereIn('category_id', categoryIds).select('document_id'))
    .whereNot('id', document.id)
    .preload('user')
    .orderBy('view_count', 'desc')
    .orderBy('id', 'desc')
    .limit(RELATED_LIMIT)
}
