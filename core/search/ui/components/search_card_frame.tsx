import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { Tag } from '@douyinfe/semi-ui-19'
import type { SearchHitProps } from './search_types'
import '~/components/site/content_row.css'

/**
 * The frame every result card shares: an optional cover, the highlighted title (after the
 * kind's icon, if any), a passage of the text, where it is filed, the kind's own facts
 * (`children`, IconFact spans) and the date. A kind's card fills the slots; a kind without one gets the bare frame.
 */
export function SearchCardFrame(props: { hit: SearchHitProps<object>; cover?: ReactNode; titleIcon?: ReactNode; children?: ReactNode }) {
  const { hit, cover, titleIcon, children } = props
  return (
    <article className="ds-row ds-search-hit">
      {cover}
      <div className="ds-row__body">
        <h3 className="ds-row__title">
          {titleIcon}
          <Link href={hit.url} title={hit.title} dangerouslySetInnerHTML={{ __html: hit.title_html }} />
        </h3>
        {hit.snippet_html && <p className="ds-search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet_html }} />}
        <div className="ds-row__meta">
          {hit.categories.slice(0, 2).map((category) => (
            <Tag key={category.id} size="small" color="light-blue">
              {category.title}
            </Tag>
          ))}
          {children}
          {hit.created_at && <time dateTime={hit.created_at}>{hit.created_at.slice(0, 10)}</time>}
        </div>
      </div>
    </article>
  )
}
