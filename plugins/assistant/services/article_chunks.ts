import { articleSearchItems } from '#plugins/articles/contracts'
import { indexArticleChunks, removeArticleChunks } from './chunk_index.js'

/** An article's chunks follow what the public reads: rebuilt from its body while published, gone otherwise. */
export async function syncArticleChunks(articleId: number) {
  const [article] = await articleSearchItems([articleId])
  if (!article) {
    await removeArticleChunks([articleId])
    return 0
  }
  return indexArticleChunks(articleId, article.body)
}

/** Of these articles, the ones the public may read now, with the title and page a citation shows. */
export async function citableArticles(articleIds: number[]) {
  const items = await articleSearchItems(articleIds)
  return new Map(items.map((item) => [item.id, { title: item.title, url: item.url }]))
}
