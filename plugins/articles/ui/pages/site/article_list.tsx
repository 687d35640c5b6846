import { Head, Link, router } from '@inertiajs/react'
import { Breadcrumb, Empty, Pagination } from '@douyinfe/semi-ui-19'
import { IconCalendar, IconComment, IconEyeOpened, IconUser } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { formatDateTime } from '~/lib/format'
import { useSetting } from '~/lib/shared_props'
import { ArticleStyles } from '../../components/article_styles'
import type { ArticleItem, CategoryNode, Crumb } from '../../components/article_types'

interface Props {
  articles: ArticleItem[]
  total: number
  page: number
  size: number
  category_id: number
  path: Crumb[]
  categories: CategoryNode[]
}

function CategoryLinks({ categories, active }: { categories: CategoryNode[]; active: number }) {
  return (
    <nav className="ds-art-cats" aria-label="文章分类">
      <Link href="/article" className={active === 0 ? 'is-active' : ''}>
        全部文章
      </Link>
      {categories.map((category) => (
        <div key={category.id} className="ds-art-cats">
          <Link href={`/article?category_id=${category.id}`} className={active === category.id ? 'is-active' : ''}>
            {category.title}
          </Link>
          {category.children.map((child) => (
            <Link key={child.id} href={`/article?category_id=${child.id}`} className={`is-child ${active === child.id ? 'is-active' : ''}`}>
              {child.title}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  )
}

export default function ArticleList({ articles, total, page, size, category_id: categoryId, path, categories }: Props) {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const heading = path.length ? path[path.length - 1].title : '全部文章'
  return (
    <div className="ds-art">
      <ArticleStyles />
      <Head title={`${heading} - 文章 - ${sitename}`} />
      <div className="ds-container">
        <Breadcrumb className="ds-art-crumbs" aria-label="当前位置">
          <Breadcrumb.Item href="/">首页</Breadcrumb.Item>
          <Breadcrumb.Item href="/article">文章</Breadcrumb.Item>
          {path.map((crumb) => (
            <Breadcrumb.Item key={crumb.id} href={`/article?category_id=${crumb.id}`}>
              {crumb.title}
            </Breadcrumb.Item>
          ))}
        </Breadcrumb>
        <div className="ds-art__grid">
          <main className="ds-art__main">
            <section className="ds-art-card" aria-label={heading}>
              <h1 className="ds-art-card__title">
                {heading}
                {total > 0 && `（${total}）`}
              </h1>
              {articles.length === 0 ? (
                <Empty
                  image={<IllustrationNoContent style={{ width: 150, height: 150 }} />}
                  title="暂无文章"
                  description={
                    <span>
                      这里还没有文章，<Link href="/post">去发布第一篇</Link>
                    </span>
                  }
                  style={{ padding: '32px 0' }}
                />
              ) : (
                <ul className="ds-art-list">
                  {articles.map((article) => (
                    <li key={article.id} className="ds-art-item" data-testid="article-item">
                      <Link className="ds-art-item__title" href={`/article/${article.id}`}>
                        {article.title}
                      </Link>
                      {article.description && <p className="ds-art-item__desc">{article.description}</p>}
                      <div className="ds-art-meta">
                        <span>
                          <IconUser size="small" />
                          {article.author || article.user?.username || '佚名'}
                        </span>
                        <span>
                          <IconCalendar size="small" />
                          {formatDateTime(article.created_at)}
                        </span>
                        <span>
                          <IconEyeOpened size="small" />
                          {article.view_count}
                        </span>
                        <span>
                          <IconComment size="small" />
                          {article.comment_count}
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {total > size && (
                <div className="ds-art-pager">
                  <Pagination
                    total={total}
                    pageSize={size}
                    currentPage={page}
                    onPageChange={(next) => router.get('/article', categoryId ? { category_id: categoryId, page: next } : { page: next })}
                  />
                </div>
              )}
            </section>
          </main>
          <aside className="ds-art__side">
            <section className="ds-art-card">
              <h2 className="ds-art-card__title">文章分类</h2>
              <CategoryLinks categories={categories} active={categoryId} />
            </section>
          </aside>
        </div>
      </div>
    </div>
  )
}
