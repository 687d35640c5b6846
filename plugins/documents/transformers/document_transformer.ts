import { iso } from '#core/kernel/transformers/iso'
import { publicUserJson } from '#core/accounts/contracts'
import type Document from '../models/document.js'
import { DocumentStatus } from '../enums/document_status.js'

/** The path of a document's page preview n (1-based), or of its cover. */
export function pagePath(document: Pick<Document, 'id' | 'previewExt'>, page: number) {
  return `/view/page/${document.id}/${page}${document.previewExt}`
}

export function coverPath(document: Pick<Document, 'id' | 'status' | 'pages'>) {
  return document.status === DocumentStatus.Converted || document.pages > 0 ? `/view/cover/${document.id}` : ''
}

/**
 * A document as the API family sends it (api-shapes §4), snake_case. Relations appear when
 * they were preloaded: `category_id`/`category` with categories, `username`/`user` with the
 * uploader. The extracted text is never part of it.
 */
export function documentJson(document: Document) {
  const categories = document.$preloaded.categories ? document.categories : null
  const user = document.$preloaded.user ? document.user : null
  return {
    id: document.id,
    uuid: document.uuid,
    title: document.title,
    keywords: document.keywords,
    description: document.description,
    user_id: document.userId,
    username: user?.username ?? '',
    user: user ? publicUserJson(user) : null,
    cover: coverPath(document),
    width: document.width,
    height: document.height,
    preview: document.preview,
    pages: document.pages,
    price: document.price,
    size: document.size,
    ext: document.ext,
    language: document.language,
    status: document.status,
    preview_ext: document.previewExt,
    enable_gzip: document.enableGzip,
    convert_error: document.convertError,
    /** Staff's 复制保护 for this document: 0 follows the site, 1 on, 2 off. */
    copy_protection: document.copyProtection,
    download_count: document.downloadCount,
    view_count: document.viewCount,
    favorite_count: document.favoriteCount,
    comment_count: document.commentCount,
    score: document.score,
    score_count: document.scoreCount,
    attachment: { hash: document.hash },
    category_id: categories ? categories.map((category) => category.id) : [],
    category: categories ? categories.map((category) => ({ id: category.id, title: category.title, parent_id: category.parentId })) : [],
    is_recommend: document.recommendAt !== null,
    recommend_at: iso(document.recommendAt),
    created_at: iso(document.createdAt),
    updated_at: iso(document.updatedAt),
    deleted_at: iso(document.deletedAt),
    deleted_user_id: document.deletedUserId,
  }
}

export type DocumentJson = ReturnType<typeof documentJson>
