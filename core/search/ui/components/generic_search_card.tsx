import { Link } from '@inertiajs/react'
import { Tag } from '@douyinfe/semi-ui-19'
import type { SearchCardProps } from './search_types'
import '~/components/site/content_row.css'

/** The card of a kind whose plugin contributes none: highlighted title, a passage of the text, where it is filed. */
export function GenericSearchCard({ hit }: SearchCardProps) {
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
          {hit.created_at && <time dateTime={hit.created_at}>{hit.created_at.slice(0, 10)}</time>}
        </div>
      </div>
    </article>
  )
}
