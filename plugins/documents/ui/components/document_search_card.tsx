import { Link } from '@inertiajs/react'
import { Tag } from '@douyinfe/semi-ui-19'
import { IconDownload, IconEyeOpened, IconFile, IconUser } from '@douyinfe/semi-icons'
import { DocumentCover } from './document_cover'
import { DocumentExtIcon } from './document_ext_icon'
import { shortCount, type SearchCardProps } from '../../../../core/search/ui/components/search_types'
import type { DocumentSearchExtra } from './document_search_extra'
import '~/components/site/content_row.css'

/** A document found by /search: cover, highlighted title, a highlighted passage of its text, where it is filed, its counts. */
export function DocumentSearchCard({ hit }: SearchCardProps<DocumentSearchExtra>) {
  const { ext, uploader, cover, pages, view_count, download_count } = hit.extra
  return (
    <article className="ds-row ds-search-hit">
      {ext && (
        <Link href={hit.url} className="ds-row__cover" tabIndex={-1} aria-hidden="true">
          <DocumentCover cover={cover ?? ''} ext={ext} />
        </Link>
      )}
      <div className="ds-row__body">
        <h3 className="ds-row__title">
          {ext && <DocumentExtIcon ext={ext} />}
          <Link href={hit.url} title={hit.title} dangerouslySetInnerHTML={{ __html: hit.title_html }} />
        </h3>
        {hit.snippet_html && <p className="ds-search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet_html }} />}
        <div className="ds-row__meta">
          {hit.categories.slice(0, 2).map((category) => (
            <Tag key={category.id} size="small" color="light-blue">
              {category.title}
            </Tag>
          ))}
          {uploader && (
            <span>
              <IconUser size="small" />
              {uploader}
            </span>
          )}
          {Boolean(pages) && (
            <span>
              <IconFile size="small" />
              {pages} 页
            </span>
          )}
          <span title="浏览">
            <IconEyeOpened size="small" />
            {shortCount(view_count)}
          </span>
          <span title="下载">
            <IconDownload size="small" />
            {shortCount(download_count)}
          </span>
          {hit.created_at && <time dateTime={hit.created_at}>{hit.created_at.slice(0, 10)}</time>}
        </div>
      </div>
    </article>
  )
}
