import { Link } from '~/components/link'
import { Rating, Tag } from '@douyinfe/semi-ui-19'
import { IconDownload, IconEyeOpened, IconFile, IconLikeHeart, IconUser } from '@douyinfe/semi-icons'
import { useSetting, useCreditName } from '~/lib/shared_props'
import { DocumentCover } from './document_cover'
import { DocumentExtIcon } from './document_ext_icon'
import { dateOf, shortCount, type ListedDocument } from './document_types'
import '~/components/site/content_row.css'
import { IconFact } from '~/components/site/icon_fact'
import './document_list_item.css'

/**
 * One row of a document list: thumbnail, title, description, keywords and counters, each
 * shown as the display settings allow.
 */
export function DocumentListItem({ document }: { document: ListedDocument }) {
  const showDescription = useSetting<boolean>('display', 'show_document_descriptions', true)
  const hideKeywords = useSetting<boolean>('display', 'hide_keywords_on_lists', false)
  const showViews = useSetting<boolean>('display', 'show_document_view_count', true)
  const showDownloads = useSetting<boolean>('display', 'show_document_download_count', true)
  const showFavorites = useSetting<boolean>('display', 'show_document_favorite_count', true)
  const creditName = useCreditName()
  const href = `/document/${document.id}`
  const keywords = hideKeywords
    ? []
    : document.keywords
        .split(/[,，;；\s]+/)
        .map((word) => word.trim())
        .filter(Boolean)
        .slice(0, 5)
  const uploader = document.user?.username || document.username
  return (
    <article className="ds-row ds-doc-item">
      <Link href={href} className="ds-row__cover" tabIndex={-1} aria-hidden="true">
        <DocumentCover cover={document.cover} ext={document.ext} />
      </Link>
      <div className="ds-row__body">
        <h3 className="ds-row__title">
          <DocumentExtIcon ext={document.ext} />
          <Link href={href} title={document.title}>
            {document.title}
          </Link>
        </h3>
        {showDescription && document.description && <p className="ds-doc-item__description">{document.description}</p>}
        {keywords.length > 0 && (
          <div className="ds-doc-item__keywords">
            {keywords.map((word) => (
              <Tag key={word} size="small" color="grey">
                {word}
              </Tag>
            ))}
          </div>
        )}
        <div className="ds-row__meta">
          {document.score_count > 0 ? (
            <span className="ds-doc-item__score" title={`评分 ${(document.score / 100).toFixed(1)}`}>
              <Rating size="small" disabled allowHalf value={Math.round(document.score / 50) / 2} />
              <em>{(document.score / 100).toFixed(1)}</em>
            </span>
          ) : (
            <span className="ds-doc-item__score is-unrated">暂无评分</span>
          )}
          {document.pages > 0 && <IconFact icon={<IconFile size="small" />}>{document.pages} 页</IconFact>}
          {showViews && (
            <IconFact icon={<IconEyeOpened size="small" />} title="浏览">
              {shortCount(document.view_count)}
            </IconFact>
          )}
          {showDownloads && (
            <IconFact icon={<IconDownload size="small" />} title="下载">
              {shortCount(document.download_count)}
            </IconFact>
          )}
          {showFavorites && document.favorite_count > 0 && (
            <IconFact icon={<IconLikeHeart size="small" />} title="收藏">
              {shortCount(document.favorite_count)}
            </IconFact>
          )}
          {uploader && (
            <Link href={`/user/${document.user_id}`} className="ds-doc-item__user">
              <IconUser size="small" />
              {uploader}
            </Link>
          )}
          <span className="ds-doc-item__date">{dateOf(document.created_at)}</span>
          {document.price > 0 && (
            <Tag size="small" color="orange" className="ds-doc-item__price">
              {document.price} {creditName}
            </Tag>
          )}
        </div>
      </div>
    </article>
  )
}
