import { ReaderDownloadButton } from './reader_download_button'
import { ReaderBuyButton } from './reader_buy_button'
import type { ReaderDownloadQuote, ReaderPurchase } from './reader_types'

interface ReaderGetButtonsProps {
  documentId: number
  price: number
  purchase?: ReaderPurchase
  quote?: ReaderDownloadQuote
  block?: boolean
}

/** Download, and 购买文档 when the document is sold as an order and not bought yet. */
export function ReaderGetButtons({ documentId, price, purchase, quote, block = false }: ReaderGetButtonsProps) {
  return (
    <div className={`ds-reader-get${block ? ' ds-reader-get--block' : ''}`}>
      <ReaderDownloadButton documentId={documentId} price={price} purchased={purchase?.purchased} quote={quote} block={block} />
      {purchase && !purchase.purchased && <ReaderBuyButton documentId={documentId} block={block} />}
    </div>
  )
}
