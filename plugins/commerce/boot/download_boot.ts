import { beforeDocumentDownload, documentPageExtras } from '#plugins/documents/contracts'
import { chargeDownload } from '../actions/charge_download.js'
import { hasPurchased } from '../queries/document_purchases.js'

/**
 * Paid downloads: the documents plugin asks commerce before it signs a link. The reader of a
 * priced document learns whether it can be bought as an order (extras.purchase).
 */
export default async function downloadBoot() {
  beforeDocumentDownload.add('commerce', chargeDownload)
  documentPageExtras.add('commerce', async ({ document, viewerId }) => {
    if (Number(document.price) <= 0 || document.userId === viewerId) return {}
    return { purchase: { price: Number(document.price), purchased: await hasPurchased(viewerId, document.id) } }
  })
}
