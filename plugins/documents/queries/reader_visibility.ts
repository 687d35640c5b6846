import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { GUEST, viewerHolding, type Viewer } from '#core/access/contracts'
import Document from '../models/document.js'
import { PUBLIC_STATUSES } from '../enums/document_status.js'
import { DocumentsPermission } from '../permissions.js'

export type { Viewer }

/** Staff hold 文档列表（全部状态）. */
export const viewerOf = (ctx: Pick<HttpContext, 'auth'>) => viewerHolding(ctx, DocumentsPermission.document.list)

/** Out of the recycle bin and in a public status: anyone may read it. */
export function isPublic(document: Pick<Document, 'deletedAt' | 'status'>) {
  return document.deletedAt === null && PUBLIC_STATUSES.includes(document.status)
}

/**
 * The one visibility rule of the reader, downloads, page images and text: a document is
 * visible when it is public, or the viewer uploaded it, or the viewer is staff. Everything
 * else answers 404, so hidden documents do not reveal that they exist.
 */
export function isVisibleTo(document: Pick<Document, 'deletedAt' | 'status' | 'userId'>, viewer: Viewer) {
  return viewer.staff || (viewer.id > 0 && document.userId === viewer.id) || isPublic(document)
}

/** The same rule as a query constraint. */
export function whereVisibleTo(query: ModelQueryBuilderContract<typeof Document>, viewer: Viewer) {
  if (viewer.staff) return query
  return query.where((visible) => {
    visible.where((open) => open.whereNull('deleted_at').whereIn('status', PUBLIC_STATUSES))
    if (viewer.id > 0) visible.orWhere('user_id', viewer.id)
  })
}

/** Only documents the public may see (related lists, never widened by who is asking). */
export function wherePublic(query: ModelQueryBuilderContract<typeof Document>) {
  return whereVisibleTo(query, GUEST)
}

export type DocumentKey = { id: number } | { uuid: string } | { hash: string }

/** A document by id, uuid or file hash that the viewer may see, or null. */
export function findVisibleDocument(key: DocumentKey, viewer: Viewer) {
  const query = whereVisibleTo(Document.query(), viewer)
  if ('id' in key) query.where('id', key.id)
  else if ('uuid' in key) query.where('uuid', key.uuid)
  else query.where('hash', key.hash).orderBy('id', 'asc')
  return query.first()
}
