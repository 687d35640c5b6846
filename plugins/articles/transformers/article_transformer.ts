import { iso } from '#core/kernel/transformers/iso'
import type Article from '../models/article.js'

/** api-shapes §7 Article, without its content (lists stay small). */
export function articleJson(article: Article) {
  const user = article.$preloaded.user ? article.user : null
  const categories = article.$preloaded.categories ? article.categories : []
  return {
    id: article.id,
    identifier: article.identifier,
    title: article.title,
    keywords: article.keywords,
    description: article.description,
    author: article.author,
    view_count: article.viewCount,
    favorite_count: article.favoriteCount,
    comment_count: article.commentCount,
    status: article.status,
    reject_reason: article.rejectReason,
    is_recommend: article.recommendAt !== null,
    recommend_at: iso(article.recommendAt),
    user_id: article.userId,
    user: user ? { id: user.id, username: user.username, avatar: user.avatar } : null,
    category_id: categories.map((category) => category.id),
    category: categories.map((category) => ({ id: category.id, title: category.title, parent_id: category.parentId })),
    created_at: iso(article.createdAt),
    updated_at: iso(article.updatedAt),
  }
}

export type ArticleJson = ReturnType<typeof articleJson>

/** One article as its own page and the API's detail show it: with its content. */
export function articleWithContentJson(article: Article) {
  return { ...articleJson(article), content: article.content }
}

export type ArticleWithContentJson = ReturnType<typeof articleWithContentJson>
