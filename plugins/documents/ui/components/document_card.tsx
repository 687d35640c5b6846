import { Link } from '~/components/link'
import { useSetting } from '~/lib/shared_props'
import { DocumentCover } from './document_cover'
import { DocumentExtIcon } from './document_ext_icon'
import { shortCount, type ListedDocument } from './document_types'
import './document_list_item.css'

/** A document as a grid tile (related documents, recommendations): cover, title, pages and views. */
export function DocumentCard({ document }: { document: ListedDocument }) {
  const showViews = useSetting<boolean>('display', 'show_document_view_count', true)
  return (
    <Link href={`/document/${document.id}`} className="ds-doc-card" title={document.title}>
      <DocumentCover cover={document.cover} ext={document.ext} />
      <span className="ds-doc-card__title">
        <DocumentExtIcon ext={document.ext} size={16} />
        <span>{document.title}</span>
      </span>
      <span className="ds-doc-card__meta">
        {document.pages > 0 && <span>{document.pages} 页</span>}
        {showViews && <span>{shortCount(document.view_count)} 浏览</span>}
      </span>
    </Link>
  )
}
