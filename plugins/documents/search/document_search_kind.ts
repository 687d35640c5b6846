import type { SearchKind } from '#core/search/contracts'
import { documentSearchItems, publicDocumentIdsAfter } from '../queries/search_source.js'
import { publicBodies } from '../queries/document_text_pages.js'
import { extensionsOfKind } from '../services/conversion/file_type.js'

export const DOCUMENT_KIND = 'document'

/** An extension as a visitor types it in ?ext= ('pdf', '.PDF'), as stored ('.pdf'); anything else is no filter. */
function parseExt(value: string) {
  const ext = value.toLowerCase()
  return /^\.?[a-z0-9]{1,10}$/.test(ext) ? (ext.startsWith('.') ? ext : `.${ext}`) : undefined
}

/** MOREDOC's format families (its search page's 格式 row): each name stands for every extension of its kind. */
const FAMILIES = new Map<string, string[]>(
  Object.entries({
    pdf: extensionsOfKind('pdf'),
    doc: extensionsOfKind('word'),
    ppt: extensionsOfKind('ppt'),
    xls: extensionsOfKind('excel'),
    txt: extensionsOfKind('text'),
    other: [...extensionsOfKind('epub'), ...extensionsOfKind('mobi'), ...extensionsOfKind('chm'), ...extensionsOfKind('umd')],
  })
)

/** Documents are /search?type=0 (the spec's), filtered by format, category and language. */
export const documentSearchKind: SearchKind = {
  kind: DOCUMENT_KIND,
  plugin: 'documents',
  type: 0,
  title: '文档',
  placeholder: '搜索文档',
  card: 'documents.searchCard',
  facets: ['tag', 'category', 'language'],
  tagFacet: {
    param: 'ext',
    title: '格式',
    parse: parseExt,
    urlValue: (stored) => stored.replace(/^\./, ''),
    label: (stored) => stored.replace(/^\./, '').toUpperCase(),
    family: (name) => FAMILIES.get(name)?.map((ext) => `.${ext}`),
  },
  sorts: [
    { sort: 'uses', param: 'download_count', label: '最多下载' },
    { sort: 'views', param: 'view_count', label: '最多浏览' },
  ],
  load: documentSearchItems,
  publicIds: publicDocumentIdsAfter,
  bodies: publicBodies,
}
