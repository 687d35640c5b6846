import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { Article, recountAuthors, sanitizeArticle, SINGLE_PAGE_IDENTIFIERS } from '#plugins/articles/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { dateTimeOf, mappedIds, remember } from '../services/import_map.js'
import { copyArticleImages } from '../services/article_images.js'

/**
 * Articles, their bodies passed through this site's allow-list. A single page (about,
 * agreement, …) takes MOREDOC's title and text in place of this site's default one; another
 * article whose identifier is taken here gets a new one. Articles in MOREDOC's recycle bin
 * are left out. Categories are MOREDOC's article categories as copied; images in a body are
 * copied from --uploads and the body points at the copies.
 */
export async function importArticles(context: ImportContext) {
  const { source } = context
  const users = await mappedIds('user')
  const categories = await mappedIds('category')
  const changed: number[] = []
  const authors = new Set<number>()
  const report = await importEachRow(context, {
    kind: 'article',
    label: '文章',
    table: 'article',
    copy: async (row) => {
      if (row.deleted_at) return { skipped: '在 MOREDOC 的回收站中' }
      const sourceUser = Number(row.user_id ?? 0)
      const userId = sourceUser === 0 ? 0 : users.get(sourceUser)
      if (userId === undefined) return { skipped: `作者（用户 ${sourceUser}）未迁移` }
      const links = await source.client.from(source.table('article_category')).where('article_id', row.id).select('category_id')
      const categoryIds = links.flatMap((link) => categories.get(Number(link.category_id)) ?? [])
      const images = await copyArticleImages(context.uploads, String(row.content ?? ''), userId)
      const identifier = String(row.identifier || randomBytes(8).toString('hex')).slice(0, 64)
      const values = {
        title: String(row.title ?? '').slice(0, 255),
        keywords: String(row.keywords ?? '').slice(0, 255),
        description: String(row.description ?? '').slice(0, 1024),
        content: sanitizeArticle(images.html),
      }
      return db.transaction(async (trx) => {
        const taken = await Article.query({ client: trx }).where('identifier', identifier).first()
        let article: Article
        let note: string | undefined
        if (taken && SINGLE_PAGE_IDENTIFIERS.includes(identifier)) {
          taken.merge(values)
          article = await taken.useTransaction(trx).save()
          note = `单页 ${identifier} 已改用 MOREDOC 的标题和内容`
        } else {
          article = await Article.create(
            {
              ...values,
              identifier: taken ? randomBytes(8).toString('hex') : identifier,
              userId,
              author: '',
              status: Number(row.status ?? 1) as 0 | 1 | 2,
              rejectReason: String(row.reject_reason ?? '').slice(0, 512),
              viewCount: Number(row.view_count ?? 0),
              recommendAt: dateTimeOf(row.recommend_at),
              createdAt: dateTimeOf(row.created_at) ?? DateTime.now(),
              updatedAt: dateTimeOf(row.updated_at) ?? DateTime.now(),
            },
            { client: trx }
          )
          if (categoryIds.length) await article.related('categories').attach([...new Set(categoryIds)], trx)
          if (taken) note = `标识 ${identifier} 在本站已被占用，改用 ${article.identifier}`
        }
        if (images.missing.length) note = [note, `正文图片不存在，保留原地址：${images.missing.join('、')}`].filter(Boolean).join('；')
        await remember('article', Number(row.id), article.id, trx)
        changed.push(article.id)
        authors.add(article.userId)
        return { imported: article.id, note }
      })
    },
  })
  await recountAuthors([...authors])
  if (changed.length) await emitter.emit('articles:changed', { articleIds: changed })
  return report
}
