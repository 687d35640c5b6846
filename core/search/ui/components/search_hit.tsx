import { useState } from 'react'
import { Link } from '@inertiajs/react'
import { Tag } from '@douyinfe/semi-ui-19'
import { IconDownload, IconEyeOpened, IconFile, IconUser } from '@douyinfe/semi-icons'
import { shortCount, type SearchHitProps } from './search_types'

const EXT_COLORS: [RegExp, string][] = [
  [/^pdf$/, '#e5484d'],
  [/^(docx?|rtf|wps|odt|dotx?)$/, '#2b6cde'],
  [/^(pptx?|ppsx?|dps|odp|pot)$/, '#e8692f'],
  [/^(xlsx?|et|ods|csv|tsv)$/, '#1f9d55'],
  [/^txt$/, '#64748b'],
]

function ExtBadge({ ext, large = false }: { ext: string; large?: boolean }) {
  const bare = ext.replace(/^\./, '').toLowerCase()
  const color = EXT_COLORS.find(([pattern]) => pattern.test(bare))?.[1] ?? '#8b5cf6'
  return (
    <span className={`ds-search-hit__ext${large ? ' is-large' : ''}`} style={{ background: color }}>
      {bare.toUpperCase().slice(0, 4) || 'DOC'}
    </span>
  )
}

function Cover({ cover, ext }: { cover?: string; ext: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <span className="ds-search-hit__cover">
      {cover && !failed ? <img src={cover} alt="" loading="lazy" onError={() => setFailed(true)} /> : <ExtBadge ext={ext} large />}
    </span>
  )
}

/** One result: cover, highlighted title, a highlighted passage of the text, and where it is filed. */
export function SearchHit({ hit }: { hit: SearchHitProps }) {
  return (
    <article className="ds-search-hit">
      {hit.ext && (
        <Link href={hit.url} className="ds-search-hit__cover-link" tabIndex={-1} aria-hidden="true">
          <Cover cover={hit.extra?.cover} ext={hit.ext} />
        </Link>
      )}
      <div className="ds-search-hit__body">
        <h3 className="ds-search-hit__title">
          {hit.ext && <ExtBadge ext={hit.ext} />}
          <Link href={hit.url} title={hit.title} dangerouslySetInnerHTML={{ __html: hit.title_html }} />
        </h3>
        {hit.snippet_html && <p className="ds-search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet_html }} />}
        <div className="ds-search-hit__meta">
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
