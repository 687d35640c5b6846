import { Link } from '@inertiajs/react'
import { Tag } from '@douyinfe/semi-ui-19'
import { IconDownload, IconEyeOpened, IconFile, IconUser } from '@douyinfe/semi-icons'
import { SiteComponent } from '~/components/site/site_component'
import { shortCount, type SearchHitProps } from './search_types'
import '~/components/site/content_row.css'

/** One result: cover, highlighted title, a highlighted passage of the text, and where it is filed. */
export function SearchHit({ hit }: { hit: SearchHitProps }) {
  return (
    <article className="ds-row ds-search-hit">
      {hit.ext && (
        <Link href={hit.url} className="ds-row__cover" tabIndex={-1} aria-hidden="true">
          <SiteComponent name="documents.cover" cover={hit.extra?.cover ?? ''} ext={hit.ext} />
        </Link>
      )}
      <div className="ds-row__body">
        <h3 className="ds-row__title">
          {hit.ext && <SiteComponent name="documents.extIcon" ext={hit.ext} />}
          <Link href={hit.url} title={hit.title} dangerouslySetInnerHTML={{ __html: hit.title_html }} />
        </h3>
        {hit.snippet_html && <p className="ds-search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet_html }} />}
        <div className="ds-row__meta">
          {hit.categories.slice(0, 2).map((category) => (
            <Tag key={category.id} size="small" color="light-blue">
              {category.title}
            </Tag>
          ))}
          {hit.uploader && (
            <span>
              <IconUser size="small" />
              {hit.uploader}
            </span>
          )}
          {Boolean(hit.extra?.pages) && (
            <span>
              <IconFile size="small" />
              {hit.extra.pages} 页
            </span>
          )}
          <span title="浏览">
            <IconEyeOpened size="small" />
            {shortCount(hit.view_count)}
          </span>
          <span title="下载">
            <IconDownload size="small" />
            {shortCount(hit.download_count)}
          </span>
          {hit.created_at && <time dateTime={hit.created_at}>{hit.created_at.slice(0, 10)}</time>}
        </div>
      </div>
    </article>
  )
}
