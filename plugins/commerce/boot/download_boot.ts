import { beforeDocumentDownload, documentPageExtras } from '#plugins/documents/contracts'
import { chargeDownload } from '../actions/charge_download.js'
import { hasPurchased } from '../queries/document_purchases.js'
import { downloadQuote } from '../queries/download_price.js'

/**
 * Paid downloads: the documents plugin asks commerce before it signs a link. The reader of a
 * priced document learns whether it can be bought as an order (extras.purchase) and, signed
 * in, what downloading costs them now and their balance (extras.download), to confirm first.
 */
export default async function downloadBoot() {
  beforeDocumentDownload.add('commerce', chargeDownload)
  documentPageExtras.add('commerce', async ({ document, viewerId }) => {
    if (Number(document.price) <= 0 || document.userId === viewerId) return {}
    const purchase = { price: Number(document.price), purchased: await hasPurchased(viewerId, document.id) }
    if (viewerId <= 0) return { purchase }
    return { purchase, download: await downloadQuote(document, viewerId) }
  })
}
