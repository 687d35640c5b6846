import { Link } from '~/components/link'
import { Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { useSetting } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { PagedList } from '~/components/site/paged_list'
import '../../components/article.css'
import { ArticleListItem } from '../../components/article_list_item'
import { ArticleCrumbs } from '../../components/article_crumbs'
import type { ArticleItem, CategoryNode, Crumb } from '../../components/article_types'
import './article_pages.css'

/** The query of a list page: the category and a page past the first. */
function listQuery(categoryId: number, page: number) {
  const params = new URLSearchParams()
  if (categoryId) params.set('category_id', String(categoryId))
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

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
      <SeoHead
        title={page > 1 ? `${heading}（第${page}页） - 文章` : `${heading} - 文章`}
        description={`${sitename}文章：${heading}`}
        path={`/article${listQuery(categoryId, page)}`}
      >
        {page > 1 && <link head-key="prev" rel="prev" href={`/article${listQuery(categoryId, page - 1)}`} />}
        {page * size < total && <link head-key="next" rel="next" href={`/article${listQuery(categoryId, page + 1)}`} />}
      </SeoHead>
      <div className="ds-container">
        <ArticleCrumbs path={path} />
        <div className="ds-art__grid">
          <main className="ds-art__main">
            <section className="ds-card" aria-label={heading}>
              <h1 className="ds-art-card__title">
                {heading}
                {total > 0 && `（${total}）`}
              </h1>
              {articles.length === 0 ? (
                <Empty
                  image={<IllustrationNoContent className="ds-art-empty__image" />}
                  title="暂无文章"
                  description={
                    <span>
                      这里还没有文章，<Link href="/post">去发布第一篇</Link>
                    </span>
                  }
                  className="ds-art-empty"
                />
              ) : (
                <PagedList total={total} size={size} page={page} urlOf={(next) => `/article${listQuery(categoryId, next)}`}>
                  <ul className="ds-art-list">
                    {articles.map((article) => (
                      <ArticleListItem key={article.id} article={article} />
                    ))}
                  </ul>
                </PagedList>
              )}
            </section>
          </main>
          <aside className="ds-art__side">
            <section className="ds-card">
              <h2 className="ds-art-card__title">文章分类</h2>
              <CategoryLinks categories={categories} active={categoryId} />
            </section>
          </aside>
        </div>
      </div>
    </div>
  )
}
