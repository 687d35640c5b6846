import type { HomeSection } from '#core/site/contracts'
import { settings } from '#core/settings/contracts'
import { categoryCards } from '#plugins/categories/contracts'
import { homeDocumentJson, homeSectionItem } from '../transformers/listing_home_transformer.js'
import { countVisibleDocuments, newestConvertedIn, recommendedDocuments } from './listing_documents.js'
import { topCategoryScopes, visibleDocumentCategoryIds } from './listing_scope.js'

/** api-shapes §4 GET /document/home: one block per enabled top-level document category. */
export async function documentHomeBlocks(limit: number, fields: string[]) {
  const scopes = await topCategoryScopes(await visibleDocumentCategoryIds())
  const blocks = await newestConvertedIn(
    scopes.map((scope) => scope.ids),
    limit
  )
  return scopes.map((scope, index) => ({
    category_id: scope.category.id,
    category_cover: scope.category.cover,
    category_name: scope.category.title,
    document: blocks[index].map((document) => homeDocumentJson(document, fields)),
  }))
}

const RECOMMENDED_LIMIT = 8
const PER_CATEGORY_LIMIT = 8

/**
 * The home page's document sections: recommended documents, then (display.show_index_categories)
 * each top-level category of the category card with its children and newest documents. With
 * no public document at all, one section inviting the first upload.
 */
export async function documentHomeSections(): Promise<HomeSection[]> {
  const display = await settings.group('display')
  const item = (document: Parameters<typeof homeSectionItem>[0]) =>
    homeSectionItem(document, { showViews: display.show_document_view_count !== false })
  if ((await countVisibleDocuments()) === 0) {
    return [
      {
        key: 'documents.empty',
        title: '最新文档',
        items: [],
        empty: { title: '还没有文档', description: '成为第一个分享文档的人吧', action: { title: '上传文档', href: '/upload' } },
        order: 100,
      },
    ]
  }
  const sections: HomeSection[] = []
  const recommended = await recommendedDocuments(RECOMMENDED_LIMIT)
  sections.push({ key: 'documents.recommended', title: '推荐文档', more: '/category', items: recommended.map(item), order: 100 })
  if (display.show_index_categories === false) return sections

  const cards = (await categoryCards()).filter((card) => card.type === 0)
  const scopes = new Map((await topCategoryScopes(await visibleDocumentCategoryIds())).map((scope) => [scope.category.id, scope.ids]))
  const shown = cards.filter((card) => scopes.has(card.id))
  const blocks = await newestConvertedIn(
    shown.map((card) => scopes.get(card.id)!),
    PER_CATEGORY_LIMIT
  )
  shown.forEach((card, index) =>
    sections.push({
      key: `documents.category.${card.id}`,
      title: card.title,
      more: card.href,
      icon: card.icon || undefined,
      links: card.children.map((child) => ({ title: child.title, href: child.href })),
      items: blocks[index].map(item),
      order: 110,
    })
  )
  return sections
}
