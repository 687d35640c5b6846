import { Link } from '@inertiajs/react'
import { Tag } from '@douyinfe/semi-ui-19'
import { IconComment, IconEyeOpened, IconUser } from '@douyinfe/semi-icons'
import { shortCount, type SearchCardProps } from '../../../../core/search/ui/components/search_types'
import type { ArticleSearchExtra } from './article_search_extra'
import '~/components/site/content_row.css'

/** An article found by /search: highlighted title and passage, where it is filed, its author and counts. */
export function ArticleSearchCard({ hit }: SearchCardProps<ArticleSearchExtra>) {
  const { author, view_count, comment_count } = hit.extra
  return (
    <article className="ds-row ds-search-hit">
      <div className="ds-row__body">
        <h3 className="ds-row__title">
          <Link href={hit.url} title={hit.title} dangerouslySetInnerHTML={{ __html: hit.title_html }} />
        </h3>
        {hit.snippet_html && <p className="ds-search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet_html }} />}
        <div className="ds-row__meta">
          {hit.categories.slice(0, 2).map((category) => (
            <Tag key={category.id} size="small" color="light-blue">
              {category.title}
            </Tag>
          ))}
          {author && (
            <span>
              <IconUser size="small" />
              {author}
            </span>
          )}
          <span title="浏览">
            <IconEyeOpened size="small" />
            {shortCount(view_count)}
          </span>
          <span title="评论">
            <IconComment size="small" />
            {shortCount(comment_count)}
          </span>
          {hit.created_at && <time dateTime={hit.created_at}>{hit.created_at.slice(0, 10)}</time>}
        </div>
      </div>
    </article>
  )
}
