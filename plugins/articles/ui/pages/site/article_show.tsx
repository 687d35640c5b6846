import { Link } from '~/components/link'
import { Breadcrumb, Empty, Tag } from '@douyinfe/semi-ui-19'
import { IconCalendar, IconComment, IconEyeOpened, IconUser } from '@douyinfe/semi-icons'
import { formatDateTime } from '~/lib/format'
import { SeoHead } from '~/components/site/seo_head'
import { SiteComponent } from '~/components/site/site_component'
import '../../components/article.css'
import { IconFact } from '~/components/site/icon_fact'
import { ArticleCrumbs } from '../../components/article_crumbs'
import type { ArticleItem, Crumb } from '../../components/article_types'
import './article_pages.css'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

function decode(html: string) {
  return html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
}

/** The share image: the body's first picture (bodies are sanitised, attributes double-quoted). */
function firstImage(content: string) {
  const src = /<img\b[^>]*\ssrc="([^"]+)"/i.exec(content ?? '')?.[1]
  return src ? decode(src) : undefined
}

/** The description when the author wrote none: the start of the body as plain text. */
function textOf(content: string) {
  return decode((content ?? '').replace(/<[^>]*>/g, ' '))
}

interface Props {
  article: ArticleItem & { content: string; keywords: string; favorite_count: number }
  /** The article's address as the sitemap lists it (single pages by identifier). */
  path: string
  breadcrumbs: Crumb[]
  /** null when article/set shows no related articles. */
  related: { id: number; title: string; created_at: string | null }[] | null
}

export default function ArticleShow({ article, path, breadcrumbs, related }: Props) {
  return (
    <div className="ds-art">
      <SeoHead
        title={article.title}
        description={article.description || textOf(article.content)}
        keywords={article.keywords}
        path={path}
        image={firstImage(article.content)}
        type="article"
        structuredData={{
          '@type': 'Article',
          'headline': article.title,
          'description': article.description || textOf(article.content).trim().slice(0, 160),
          ...(article.author || article.user ? { author: { '@type': 'Person', 'name': article.author || article.user?.username } } : {}),
          ...(article.created_at ? { datePublished: article.created_at } : {}),
          ...(article.updated_at ? { dateModified: article.updated_at } : {}),
        }}
      />
      <div className="ds-container">
        <ArticleCrumbs path={breadcrumbs}>
          <Breadcrumb.Item>{article.title}</Breadcrumb.Item>
        </ArticleCrumbs>
        <div className="ds-art__grid">
          <main className="ds-art__main">
            <article className="ds-card">
              <h1 className="ds-art-head__title">{article.title}</h1>
              <div className="ds-art-meta">
                {article.status === 0 && (
                  <Tag size="small" color="amber">
                    审核中
                  </Tag>
                )}
                <IconFact icon={<IconUser size="small" />}>{article.author || article.user?.username || '佚名'}</IconFact>
                <IconFact icon={<IconCalendar size="small" />}>发布于 {formatDateTime(article.created_at)}</IconFact>
                {article.updated_at && article.updated_at !== article.created_at && (
                  <span>更新于 {formatDateTime(article.updated_at)}</span>
                )}
                <IconFact icon={<IconEyeOpened size="small" />}>{article.view_count} 阅读</IconFact>
                <IconFact icon={<IconComment size="small" />}>{article.comment_count} 评论</IconFact>
              </div>
              {/* The body was sanitised against an allow-list when it was saved (services/sanitize_article.ts). */}
              <div className="ds-art-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
            </article>
            <SiteComponent
              name="community.contentCommunity"
              target={{ kind: 1, id: article.id, path: `/article/${article.id}`, noun: '文章', measure: '篇' }}
              favoriteCount={article.favorite_count}
            />
          </main>
          <aside className="ds-art__side">
            {related && (
              <section className="ds-card" aria-label="相关文章">
                <h2 className="ds-art-card__title">相关文章</h2>
                {related.length === 0 ? (
                  <Empty description="暂无相关文章" className="ds-art-empty ds-art-empty--small" />
                ) : (
                  <ul className="ds-related-list ds-art-related">
                    {related.map((item) => (
                      <li key={item.id}>
                        <Link href={`/article/${item.id}`}>{item.title}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
          </aside>
        </div>
      </div>
    </div>
  )
}
