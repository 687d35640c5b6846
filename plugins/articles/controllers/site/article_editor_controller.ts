import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { renderPage } from '#core/kernel/http/render_page'
import { attachmentJson } from '#core/storage/contracts'
import { heldKeys, isSuperUser } from '#core/access/contracts'
import { categoryTree, CATEGORY_TYPE } from '#plugins/categories/contracts'
import Article from '../../models/article.js'
import { uploadArticleImage } from '../../actions/upload_article_image.js'
import { assertCanPublishArticle } from '../../capabilities.js'
import { articleWithContentJson } from '../../transformers/article_transformer.js'
import { ArticlesPermission } from '../../permissions.js'

/** The author, or staff who may edit others' articles (single pages belong to nobody). */
async function mayEdit(userId: number, article: Article) {
  return article.userId === userId || (await heldKeys(userId)).has(ArticlesPermission.article.update) || (await isSuperUser(userId))
}

/** /post (new) and /post?id= (edit an article one may edit), and the editor's image upload. */
export default class ArticleEditorController {
  async show(ctx: HttpContext) {
    const id = Math.floor(Number(ctx.request.input('id', 0))) || 0
    let article = null
    if (id > 0) {
      const row = await Article.query().where('id', id).whereNull('deleted_at').preload('categories').first()
      if (!row || !(await mayEdit(ctx.auth.getUserOrFail().id, row))) throw ApiError.notFound('文章不存在')
      article = articleWithContentJson(row)
    }
    return renderPage(ctx, 'articles/site/post', {
      article,
      categories: await categoryTree(CATEGORY_TYPE.Article, { onlyEnabled: true }),
    })
  }

  /** GET /api/v1/user/canipublisharticle: {} or 403 naming why not. */
  async canPublish({ auth }: HttpContext) {
    await assertCanPublishArticle(auth.getUserOrFail().id)
    return {}
  }

  /**
   * POST /api/v1/upload/article (multipart `file`) → { data: Attachment } with its path, and
   * the image's `url` and `alt` (with `errno: 0`) that rich-text editors insert.
   */
  async upload({ auth, request }: HttpContext) {
    const attachment = await uploadArticleImage(auth.getUserOrFail().id, request.file('file'), request.ip())
    return {
      code: 200,
      errno: 0,
      message: '上传成功',
      data: { ...attachmentJson(attachment), url: attachment.path, alt: attachment.name },
    }
  }
}
