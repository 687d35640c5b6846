import { iso } from '#core/kernel/transformers/iso'
import type SpiderUrl from '../models/spider_url.js'
import type SpiderDocument from '../models/spider_document.js'

/** The API's snake_case record; category_id is the JSON text of an id array, as the spec's client sends it. */
export function spiderUrlJson(source: SpiderUrl) {
  return {
    id: source.id,
    url: source.url,
    title: source.title,
    category_id: JSON.stringify(source.categoryId),
    price: source.price,
    language: source.language,
    user_id: source.userId,
    link_pattern: source.linkPattern,
    pattern_target: source.patternTarget,
    depth: source.depth,
    schedule: source.schedule,
    status: source.status,
    total: source.total,
    pages: source.pages,
    error: source.error,
    last_run_at: iso(source.lastRunAt),
    next_run_at: iso(source.nextRunAt),
    created_at: iso(source.createdAt),
    updated_at: iso(source.updatedAt),
  }
}

export function spiderDocumentJson(row: SpiderDocument) {
  return {
    id: row.id,
    spider_url_id: row.spiderUrlId,
    url: row.url,
    source_page: row.sourcePage,
    title: row.title,
    title_from_href: row.titleFromHref,
    title_from_url: row.titleFromUrl,
    title_from_attachment: row.titleFromAttachment,
    ext: row.ext,
    size: row.size,
    content_type: row.contentType,
    hash: row.hash,
    attachment_id: row.attachmentId,
    duplicate_of: row.duplicateOf,
    /** A file already held (已存在): its state is still 采集失败 (4), as the spec's states have it. */
    duplicate: row.duplicate,
    status: row.status,
    error: row.error,
    category_id: JSON.stringify(row.categoryId),
    user_id: row.userId,
    price: row.price,
    language: row.language,
    document_id: row.documentId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }
}

export type SpiderUrlJson = ReturnType<typeof spiderUrlJson>
export type SpiderDocumentJson = ReturnType<typeof spiderDocumentJson>
