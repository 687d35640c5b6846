/**
 * The search service plugins feed. A plugin registers each kind it owns from its boot hook
 * and keeps the index current through the sync job:
 *
 *   registerSearchKind({ kind: 'document', plugin: 'documents', type: 0, title: '文档', placeholder: '搜索文档',
 *                        card: 'documents.searchCard', facets: ['tag', 'category', 'language'], load, publicIds, bodies })
 *   await queue.dispatch(SEARCH_SYNC_JOB, { kind: 'document', ids })   // created, changed
 *   await searchIndex.remove('document', ids)                            // hidden: leaves at once
 *
 * Core never imports plugins; it calls only what they registered.
 */
export { registerSearchKind, searchKind, searchKinds, SearchKindConflictError } from './kinds.js'
export { default as searchIndex, SearchService } from './search_service.js'
export { SYNC_JOB as SEARCH_SYNC_JOB, REBUILD_JOB as SEARCH_REBUILD_JOB } from './jobs.js'
export { rebuildIndex } from './actions/rebuild_index.js'
export { cleanQuery, fold } from './segmenter.js'
export { highlight, snippet } from './highlight.js'
export { extractKeywords, keywordsColumn, weightedKeywords } from './keywords.js'
export { popularKeywords } from './queries/popular_keywords.js'
export type { SearchItem, SearchKind, SearchDriver, SearchTagFacet, SearchSortOption, SearchFacetName } from './types.js'
export { compatSearch, compatHitJson } from './compat_search.js'
