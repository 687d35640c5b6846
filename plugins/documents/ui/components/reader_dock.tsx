import type { ReactNode } from 'react'
import { ReaderDownloadButton } from './reader_download_button'
import type { ReaderDocument, ReaderDownloadQuote, ReaderPurchase } from './reader_types'

/**
 * The phone reader's bottom bar: download (or buy) and the favourite within a thumb's reach
 * wherever one is in the document, instead of below the comments. It sits under the
 * assistant's button, whose place on phones starts 70 px above the bottom.
 */
export function ReaderDock({
  document,
  purchase,
  quote,
  favorite,
}: {
  document: ReaderDocument
  purchase?: ReaderPurchase
  quote?: ReaderDownloadQuote
  favorite: ReactNode
}) {
  return (
    <section className="ds-reader-dock" aria-label="下载与收藏" data-testid="reader-dock">
      <div className="ds-reader-dock__favorite">{favorite}</div>
      <div className="ds-reader-dock__get">
        <ReaderDownloadButton documentId={document.id} price={document.price} purchased={purchase?.purchased} quote={quote} />
      </div>
    </section>
  )
}
