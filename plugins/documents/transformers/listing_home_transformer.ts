import type { HomeSectionItem } from '#core/site/contracts'
import type Document from '../models/document.js'
import { documentJson, type DocumentJson } from './document_transformer.js'
import { pickFields } from '#core/kernel/http/query_list'

const HOME_COLUMNS = ['id', 'title', 'ext', 'uuid', 'pages', 'cover'] as const

/** api-shapes §4 home: id, title, ext, uuid, pages and cover, plus the requested `field`s. */
export function homeDocumentJson(document: Document, fields: string[] = []): Partial<DocumentJson> {
  return pickFields([documentJson(document)], [...HOME_COLUMNS, ...fields])[0]
}

function formatCount(value: number) {
  return value >= 10_000 ? `${(value / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(value)
}

/** A document as a home page item: cover, type badge, pages and views. */
export function homeSectionItem(document: Document, options: { showViews: boolean }): HomeSectionItem {
  const meta = [document.pages > 0 ? `${document.pages} 页` : '', options.showViews ? `${formatCount(document.viewCount)} 浏览` : '']
  return {
    id: document.id,
    title: document.title,
    href: `/document/${document.id}`,
    description: document.description || undefined,
    cover: documentJson(document).cover || undefined,
    meta: meta.filter(Boolean).join(' · ') || undefined,
    badge: document.ext.replace(/^\./, '') || undefined,
  }
}
