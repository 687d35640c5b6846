import { Link } from '~/components/link'
import { Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { formatBytes, formatDateTime } from '~/lib/format'
import { useCreditName } from '~/lib/shared_props'
import { ReaderFileIcon } from './reader_file_icon'
import { ReaderGetButtons } from './reader_get_buttons'
import type { ReaderDocument, ReaderDownloadQuote, ReaderPurchase, ReaderRelatedDocument } from './reader_types'
import './reader.css'

/** The document's facts and its download (and buy) buttons. */
export function ReaderInfo({
  document,
  purchase,
  quote,
}: {
  document: ReaderDocument
  purchase?: ReaderPurchase
  quote?: ReaderDownloadQuote
}) {
  const creditName = useCreditName()
  const rows: [string, string][] = [
    ['格式', document.ext.replace(/^\./, '').toUpperCase()],
    ['页数', `${document.pages} 页`],
    ['大小', formatBytes(document.size)],
    ['价格', document.price > 0 ? `${document.price} ${creditName}` : '免费'],
    ['上传时间', formatDateTime(document.created_at)],
    ['更新时间', formatDateTime(document.updated_at)],
  ]
  return (
    <section className="ds-card" aria-label="文档信息">
      <h2 className="ds-reader-side__title">文档信息</h2>
      <dl className="ds-reader-info">
        {rows.map(([label, value]) => (
          <div key={label} className="ds-reader-info__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="ds-reader-info__get">
        <ReaderGetButtons documentId={document.id} price={document.price} purchase={purchase} quote={quote} block />
      </div>
    </section>
  )
}

/** A side list of documents (相似文档, 作者的其他文档), with a link to more of them when there are more. */
export function ReaderRelated({
  title,
  documents,
  empty,
  more,
}: {
  title: string
  documents: ReaderRelatedDocument[]
  empty?: string
  more?: { href: string; label: string }
}) {
  return (
    <section className="ds-card" aria-label={title}>
      <h2 className="ds-reader-side__title">{title}</h2>
      {documents.length === 0 ? (
        <Empty image={<IllustrationNoContent className="ds-empty-image ds-empty-image--tiny" />} description={empty} />
      ) : (
        <ul className="ds-related-list ds-reader-related">
          {documents.map((item) => (
            <li key={item.id}>
              <Link href={`/document/${item.id}`}>
                <ReaderFileIcon ext={item.ext} size={28} />
                <span className="ds-reader-related__body">
                  <span className="ds-reader-related__title">{item.title}</span>
                  {/* One text node, not four: a side list has up to fifteen of these to render. */}
                  <span className="ds-reader-related__meta">{`${item.pages} 页 · ${item.view_count} 浏览`}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more && documents.length > 0 && (
        <Link className="ds-reader-related__more" href={more.href}>
          {more.label}
        </Link>
      )}
    </section>
  )
}
