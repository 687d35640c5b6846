import { ReaderDownloadButton } from './reader_download_button'
import { ReaderBuyButton } from './reader_buy_button'
import type { ReaderPurchase } from './reader_types'

/** Download, and 购买文档 when the document is sold as an order and not bought yet. */
export function ReaderGetButtons({ documentId, price, purchase, block = false }: { documentId: number; price: number; purchase?: ReaderPurchase; block?: boolean }) {
  return (
    <div className={`ds-reader-get${block ? ' ds-reader-get--block' : ''}`}>
      <ReaderDownloadButton documentId={documentId} price={price} purchased={purchase?.purchased} block={block} />
      {purchase && !purchase.purchased && <ReaderBuyButton documentId={documentId} block={block} />}
    </div>
  )
}
