import { meTabs, profileTabs } from '#core/accounts/contracts'
import { siteTools } from '#core/site/contracts'
import { categoryUsage } from '#plugins/categories/contracts'
import { registerCommunityTarget, TargetKind, type CommunityTarget, type CommunityTargetInfo } from '#plugins/community/contracts'
import { pageCache } from '#core/page_cache/contracts'
import Article from '../models/article.js'
import { cachedArticleViews } from '../actions/view_article.js'
import { ArticleStatus } from '../enums/article_status.js'

function info(article: Article): CommunityTargetInfo {
  return { id: article.id, title: article.title, link: `/article/${article.id}`, userId: article.userId }
}

/** Articles as comment/favourite/report targets: published, or the viewer's own. */
const articleTarget: CommunityTarget = {
  kind: TargetKind.Article,
  label: '文章',
  async findVisible(id, viewerId) {
    const article = await Article.query().where('id', id).whereNull('deleted_at').first()
    if (!article) return null
    return article.status === ArticleStatus.Published || (viewerId > 0 && article.userId === viewerId) ? info(article) : null
  },
  async describe(ids) {
    if (ids.length === 0) return new Map()
    const articles = await Article.query().whereIn('id', ids)
    return new Map(articles.map((article) => [article.id, info(article)]))
  },
  async setCounts(id, counts, trx) {
    await Article.query({ client: trx }).where('id', id).update(counts)
  },
}

/** Wiring into community (targets), categories (usage count) and the personal centre. */
export default async function articlesBoot() {
  pageCache.onHit('articles.view', (id) => cachedArticleViews.add(Number(id)))
  meTabs.add('articles', () => [
    { key: 'article', title: '我的文章', href: '/me/article', icon: 'IconArticle', description: '发布、编辑你的文章' },
  ])
  profileTabs.add('articles', () => [{ key: 'article', title: '文章', path: '/article', sort: 10 }])
  siteTools.add('articles', () => [
    { key: 'post', title: '发布文章', description: '写下经验、教程与见解', href: '/post', icon: 'IconSend', order: 30 },
    { key: 'articles', title: '文章专栏', description: '按分类阅读大家的文章', href: '/article', icon: 'IconArticle', order: 35 },
  ])
  registerCommunityTarget('articles', articleTarget)
  categoryUsage.add('articles', async (categoryIds) => {
    if (categoryIds.length === 0) return 0
    const [row] = await Article.query()
      .whereIn('id', (sub) => sub.from('article_categories').select('article_id').whereIn('category_id', categoryIds))
      .count('* as total')
    return Number(row.$extras.total ?? 0)
  })
}
