import type Group from '../models/group.js'
import { iso } from '#core/kernel/transformers/iso'

export function groupJson(group: Group) {
  return {
    id: group.id,
    title: group.title,
    color: group.color,
    description: group.description,
    is_default: group.isDefault,
    is_display: group.isDisplay,
    is_super: group.isSuper,
    sort: group.sort,
    user_count: group.userCount,
    enable_upload: group.enableUpload,
    enable_document_review: group.enableDocumentReview,
    enable_comment: group.enableComment,
    enable_comment_approval: group.enableCommentApproval,
    enable_article: group.enableArticle,
    enable_article_approval: group.enableArticleApproval,
    created_at: iso(group.createdAt),
    updated_at: iso(group.updatedAt),
  }
}
